import { Box, Button, Group, Modal } from "@mantine/core";
import type { TOrderSide, TPairOrientation } from "@sextant/core";
import { useState } from "react";
import { useIsLoggedIn, useWalletSession } from "../../session";
import { OrderForm } from "../order-form";
import { GuestOverlay } from "./guest-overlay";
import { NoWalletOverlay } from "./no-wallet-notice";

interface MobileOrderBarProps {
  pair: TPairOrientation | null;
  presetPrice?: string;
  onPlaced?: () => void;
}

/** Under 601 px the order form becomes Buy and Sell buttons at the bottom opening a 'Place order' modal. */
export function MobileOrderBar({ pair, presetPrice, onPlaced }: MobileOrderBarProps) {
  const loggedIn = useIsLoggedIn();
  const hasWallet = useWalletSession().selectedWallet !== null;
  const [side, setSide] = useState<TOrderSide | null>(null);
  // A placed order closes the modal, so its toast is seen over the screen it came from.
  const placed = () => {
    setSide(null);
    onPlaced?.();
  };
  return (
    <Box
      hiddenFrom="xs"
      pos="sticky"
      bottom={0}
      py="sm"
      style={{
        zIndex: 20,
        background: "var(--mantine-color-dark-7)",
        borderTop: "1px solid var(--mantine-color-dark-4)",
      }}
    >
      <Group grow>
        <Button color="teal" onClick={() => setSide("buy")} disabled={!pair}>
          Buy
        </Button>
        <Button color="red" onClick={() => setSide("sell")} disabled={!pair}>
          Sell
        </Button>
      </Group>
      <Modal
        opened={side !== null && pair !== null}
        onClose={() => setSide(null)}
        title="Place order"
        fullScreen
      >
        {side && pair && (
          <Box pos="relative" mih={360}>
            <OrderForm pair={pair} side={side} presetPrice={presetPrice} onPlaced={placed} />
            {!loggedIn && <GuestOverlay />}
            {loggedIn && !hasWallet && <NoWalletOverlay />}
          </Box>
        )}
      </Modal>
    </Box>
  );
}
