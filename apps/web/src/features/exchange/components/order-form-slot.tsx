import type { TPairOrientation } from "@sextant/core";
import { EmptyState } from "../../../components/empty-state";
import { SectionCard } from "../../../components/section-card";
import { useIsLoggedIn, useWalletSession } from "../../session";
import { OrderForm } from "../order-form";
import { GuestOverlay } from "./guest-overlay";
import { NoWalletOverlay } from "./no-wallet-notice";

interface OrderFormSlotProps {
  pair: TPairOrientation | null;
  presetPrice?: string;
  onPlaced?: () => void;
}

/** The order form of the selected pair; visitors see it under the Register / log-in overlay,
 * a logged-in user without a wallet under a link to create or import one. */
export function OrderFormSlot({ pair, presetPrice, onPlaced }: OrderFormSlotProps) {
  const loggedIn = useIsLoggedIn();
  const hasWallet = useWalletSession().selectedWallet !== null;
  return (
    <SectionCard pos="relative" mih={360} data-testid="order-form-slot">
      {pair ? (
        <OrderForm pair={pair} presetPrice={presetPrice} onPlaced={onPlaced} />
      ) : (
        <EmptyState message="No trading pair selected" />
      )}
      {!loggedIn && <GuestOverlay />}
      {loggedIn && !hasWallet && <NoWalletOverlay />}
    </SectionCard>
  );
}
