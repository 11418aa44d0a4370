import { SimpleGrid, Stack, Tabs } from "@mantine/core";
import type { TOrderSide, TOrderType, TPairOrientation } from "@sextant/core";
import { useState } from "react";
import { useAccount } from "../../../ledger/sdk-free";
import { useIsLoggedIn, useWalletSession } from "../../../session";
import { loadOrderLedger } from "../hooks/place-order";
import { OrderSideForm } from "./order-side-form";

/** The transaction builder (Stellar SDK) starts loading as soon as someone uses the form, not on the click. */
function prefetchOrderLedger(): void {
  void loadOrderLedger().catch(() => undefined);
}

/** Props of the exchange order form. */
export interface TOrderFormProps {
  pair: TPairOrientation;
  /** A price picked elsewhere (an order book row) that fills the Limit price. */
  presetPrice?: string;
  /** Only this side (the mobile 'Place order' modal); without it Buy and Sell show side by side. */
  side?: TOrderSide;
  /** Called after an order was placed. */
  onPlaced?: () => void;
}

/**
 * The exchange order form (spec §2 Exchange screen, §4, §5): Limit and Market tabs, Buy and Sell with the
 * operator's seller fee. Logged out, or without a wallet, it is disabled (the page shows its overlay).
 */
export function OrderForm({ pair, presetPrice, side, onPlaced }: TOrderFormProps) {
  const loggedIn = useIsLoggedIn();
  const publicKey = useWalletSession().selectedWallet?.publicKey ?? null;
  const account = useAccount(loggedIn ? publicKey : null);
  const snapshot = account.status === "success" ? account.data : null;
  const [type, setType] = useState<TOrderType>("limit");
  const disabled = !loggedIn || publicKey === null;
  const common = { pair, type, publicKey, account: snapshot, disabled, presetPrice, onPlaced };

  return (
    <Stack
      gap="md"
      data-testid="order-form"
      onPointerEnter={disabled ? undefined : prefetchOrderLedger}
      onFocus={disabled ? undefined : prefetchOrderLedger}
    >
      <Tabs value={type} onChange={(value) => setType(value === "market" ? "market" : "limit")}>
        <Tabs.List>
          <Tabs.Tab value="limit">Limit</Tabs.Tab>
          <Tabs.Tab value="market">Market</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {side ? (
        <OrderSideForm key={`${side}-${type}`} side={side} {...common} />
      ) : (
        <SimpleGrid cols={2} spacing="lg">
          <OrderSideForm key={`buy-${type}`} side="buy" {...common} />
          <OrderSideForm key={`sell-${type}`} side="sell" {...common} />
        </SimpleGrid>
      )}
    </Stack>
  );
}
