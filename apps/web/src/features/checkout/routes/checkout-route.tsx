import { Button, Center, Paper, Stack, Text, Title } from "@mantine/core";
import { IconReceiptOff } from "@tabler/icons-react";
import { Link, useParams } from "react-router";
import { EmptyState } from "../../../components/empty-state";
import { useIsLoggedIn } from "../../session";

export const CHECKOUT_NOT_FOUND = "Order not found";

/**
 * /checkout/{memo}: a merchant order and its payment. No merchant order exists on this server yet, so every
 * reference is an order that can't be found: the page says so and offers a way on, never a Pay Now that does
 * nothing.
 */
export function CheckoutRoute() {
  const { memo = "" } = useParams();
  const loggedIn = useIsLoggedIn();

  return (
    <Center>
      <Paper w="100%" maw={560} p={{ base: "lg", xs: "xl" }} radius="lg">
        <Stack gap="lg">
          <Title order={2}>Checkout</Title>
          <Text size="sm" c="dimmed" style={{ wordBreak: "break-all" }}>
            Reference: <span className="mono">{memo}</span>
          </Text>
          <div data-testid="checkout-not-found">
            <EmptyState
              icon={<IconReceiptOff size={20} />}
              message={CHECKOUT_NOT_FOUND}
              action={
                <Text size="sm" c="dimmed" ta="center" maw={400}>
                  There is no order with this reference. Check the payment link the merchant gave you; nothing
                  has been charged.
                </Text>
              }
            />
          </div>
          <Button component={Link} to={loggedIn ? "/walletScreen" : "/"} variant="light">
            {loggedIn ? "Go to Wallet" : "Go to Home"}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
