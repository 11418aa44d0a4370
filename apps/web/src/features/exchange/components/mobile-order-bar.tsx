import { Box, Button, Group, Modal } from "@mantine/core";
import { useState } from "react";
import type { TExchangePair } from "../route-state";
import { OrderFormPanel } from "./order-form-panel";
import type { TOrderSide } from "./order-side-form";

/** Under 601 px the order form becomes Buy and Sell buttons opening a 'Place order' modal. */
export function MobileOrderBar({ pair }: { pair: TExchangePair | null }) {
  const [side, setSide] = useState<TOrderSide | null>(null);
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
        <Button color="teal" onClick={() => setSide("buy")}>
          Buy
        </Button>
        <Button color="red" onClick={() => setSide("sell")}>
          Sell
        </Button>
      </Group>
      <Modal opened={side !== null} onClose={() => setSide(null)} title="Place order" fullScreen>
        {side && <OrderFormPanel pair={pair} singleSide={side} />}
      </Modal>
    </Box>
  );
}
