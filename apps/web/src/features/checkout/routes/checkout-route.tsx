import { Button, Center, Group, Paper, Select, Stack, Text, Title } from "@mantine/core";
import { DEFAULT_CHECKOUT_COIN } from "@sextant/core";
import { useParams } from "react-router";
import { toast } from "../../../lib/toast";
import { useIsLoggedIn } from "../../session";
import { OrderDetails } from "../components/order-details";

export const CHECKOUT_LOGIN_MESSAGE = "Please login first to proceed with payment";

/** /checkout/{memo}: a merchant order and its payment. */
export function CheckoutRoute() {
  const { memo = "" } = useParams();
  const loggedIn = useIsLoggedIn();

  const payNow = () => {
    if (!loggedIn) toast.error(CHECKOUT_LOGIN_MESSAGE);
  };

  return (
    <Center>
      <Paper w="100%" maw={560} p={{ base: "lg", xs: "xl" }} radius="lg">
        <Stack gap="lg">
          <Title order={2}>Checkout</Title>
          <Text size="sm" c="dimmed" style={{ wordBreak: "break-all" }}>
            Reference: <span className="mono">{memo}</span>
          </Text>
          <OrderDetails />
          <Select
            label="Pay with"
            data={[DEFAULT_CHECKOUT_COIN]}
            defaultValue={DEFAULT_CHECKOUT_COIN}
            allowDeselect={false}
          />
          <Group grow>
            <Button variant="default" disabled>
              Cancel
            </Button>
            <Button onClick={payNow}>Pay Now</Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
