import { Box, SegmentedControl, SimpleGrid, Tabs } from "@mantine/core";
import { useState } from "react";
import { SectionCard } from "../../../components/section-card";
import { useIsLoggedIn } from "../../session";
import type { TExchangePair } from "../route-state";
import { GuestOverlay } from "./guest-overlay";
import { OrderSideForm, type TOrderSide, type TOrderType } from "./order-side-form";

interface OrderFormPanelProps {
  pair: TExchangePair | null;
  /** In the mobile 'Place order' modal only one side shows at a time. */
  singleSide?: TOrderSide;
}

export function OrderFormPanel({ pair, singleSide }: OrderFormPanelProps) {
  const loggedIn = useIsLoggedIn();
  const [type, setType] = useState<TOrderType>("limit");
  const [side, setSide] = useState<TOrderSide>(singleSide ?? "buy");
  const base = pair?.base ?? null;
  const counter = pair?.counter ?? null;

  return (
    <SectionCard pos="relative" mih={360}>
      <Tabs value={type} onChange={(value) => setType(value === "market" ? "market" : "limit")}>
        <Tabs.List mb="md">
          <Tabs.Tab value="limit">Limit</Tabs.Tab>
          <Tabs.Tab value="market">Market</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {singleSide ? (
        <Box>
          <SegmentedControl
            fullWidth
            mb="md"
            value={side}
            onChange={(value) => setSide(value === "sell" ? "sell" : "buy")}
            data={[
              { value: "buy", label: "Buy" },
              { value: "sell", label: "Sell" },
            ]}
          />
          <OrderSideForm side={side} type={type} base={base} counter={counter} />
        </Box>
      ) : (
        <SimpleGrid cols={2} spacing="lg">
          <OrderSideForm side="buy" type={type} base={base} counter={counter} />
          <OrderSideForm side="sell" type={type} base={base} counter={counter} />
        </SimpleGrid>
      )}
      {!loggedIn && <GuestOverlay />}
    </SectionCard>
  );
}
