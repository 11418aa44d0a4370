import { Button, Center, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { CHECKOUT_MESSAGES } from "@sextant/core";
import { IconReceiptOff } from "@tabler/icons-react";
import { useEffect, useRef } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { EmptyState } from "../../../components/empty-state";
import { ErrorState } from "../../../components/error-state";
import { toast } from "../../../lib/toast";
import { useCatalogueState } from "../../catalogue";
import { useIsLoggedIn, useWalletSession } from "../../session";
import { useCheckoutOrder } from "../api/checkout-api";
import { EscrowStatus, isEscrowState } from "../components/escrow-status";
import { OrderSummary } from "../components/order-summary";
import { PaymentForm } from "../components/payment-form";
import { payableCoins } from "../lib/checkout-coins";
import { clearUnpaidMemo, rememberUnpaidMemo } from "../lib/unpaid-memo";

export const CHECKOUT_NOT_FOUND = "Order not found";

/**
 * /checkout/{memo}: a merchant's order and its payment (spec doc 1 §2, §4). Only a Pending order opens the payment
 * form; any other status says 'Payment Declined!', forgets the stored reference and goes to the wallet. A pending
 * order is remembered by this browser for the un-paid banner until it is paid or declined. An escrow-mode order
 * that was paid shows where its payment is (held, released, refunded) and lets its customer confirm delivery.
 */
export function CheckoutRoute() {
  const { memo = "" } = useParams();
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const { selectedWallet } = useWalletSession();
  const order = useCheckoutOrder(memo);
  const catalogue = useCatalogueState("USD");
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (order.status !== "success" || handled.current === memo) return;
    const found = order.data;
    if (found && found.status === "Pending") {
      rememberUnpaidMemo(memo);
      return;
    }
    handled.current = memo;
    clearUnpaidMemo(memo);
    if (found?.escrow && isEscrowState(found.state)) return;
    if (!found) {
      // A visitor sees why below; a signed-in user goes to the wallet (spec: an empty result redirects).
      if (loggedIn) {
        toast.error(CHECKOUT_NOT_FOUND);
        navigate("/walletScreen");
      }
      return;
    }
    toast.error(CHECKOUT_MESSAGES.declined);
    navigate("/walletScreen");
  }, [order.status, order.data, memo, loggedIn, navigate]);

  let body: React.ReactNode;
  if (order.status === "pending") {
    body = (
      <Center py="xl">
        <Loader />
      </Center>
    );
  } else if (order.status === "error") {
    body = (
      <ErrorState
        message="Couldn't load this order. Please try again."
        onRetry={() => void order.refetch()}
      />
    );
  } else if (!order.data) {
    body = (
      <>
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
      </>
    );
  } else if (order.data.escrow && isEscrowState(order.data.state)) {
    body = (
      <>
        <OrderSummary order={order.data} />
        <EscrowStatus order={order.data} publicKey={loggedIn ? (selectedWallet?.publicKey ?? null) : null} />
      </>
    );
  } else if (order.data.status !== "Pending") {
    body = <Text ta="center">{CHECKOUT_MESSAGES.declined}</Text>;
  } else if (catalogue.status === "error" && catalogue.assets.length === 0) {
    body = (
      <>
        <OrderSummary order={order.data} />
        <ErrorState message={catalogue.error ?? ""} onRetry={catalogue.retry} />
      </>
    );
  } else if (catalogue.assets.length === 0) {
    body = (
      <Center py="xl">
        <Loader />
      </Center>
    );
  } else {
    body = (
      <>
        <OrderSummary order={order.data} />
        <PaymentForm
          order={order.data}
          coins={payableCoins(catalogue.assets, order.data.asset)}
          assets={catalogue.assets}
          publicKey={loggedIn ? (selectedWallet?.publicKey ?? null) : null}
        />
      </>
    );
  }

  return (
    <Center>
      <Paper w="100%" maw={560} p={{ base: "lg", xs: "xl" }} radius="lg" withBorder>
        <Stack gap="lg">
          <Title order={2}>Checkout</Title>
          <Text size="sm" c="dimmed" style={{ wordBreak: "break-all" }}>
            Reference: <span className="mono">{memo}</span>
          </Text>
          {body}
        </Stack>
      </Paper>
    </Center>
  );
}
