import { SegmentedControl } from "@mantine/core";
import { IconChartCandle } from "@tabler/icons-react";
import { useState } from "react";
import { EmptyState } from "../../../components/empty-state";
import { SectionCard } from "../../../components/section-card";
import { TableFrame } from "../../../components/table-frame";

const NO_PAIR = "No trading pair selected";

interface PanelProps {
  hasPair: boolean;
}

export function ChartPanel({ hasPair }: PanelProps) {
  return (
    <SectionCard title="Price chart (30 days)" mih={320}>
      <EmptyState message={hasPair ? "No Response Found..." : NO_PAIR} icon={<IconChartCandle size={20} />} />
    </SectionCard>
  );
}

export function OrderBookPanel({ hasPair }: PanelProps) {
  const [view, setView] = useState("both");
  return (
    <SectionCard
      title="Order Book"
      h="100%"
      actions={
        <SegmentedControl
          size="xs"
          value={view}
          onChange={setView}
          aria-label="Order book view"
          data={[
            { value: "both", label: "Both" },
            { value: "buy", label: "Buy" },
            { value: "sell", label: "Sell" },
          ]}
        />
      }
    >
      <TableFrame
        columns={["Price", "Amount", "Total"]}
        emptyMessage={hasPair ? "No data to show" : NO_PAIR}
      />
    </SectionCard>
  );
}

export function TradesPanel({ hasPair }: PanelProps) {
  return (
    <SectionCard title="Trades" h="100%">
      <TableFrame
        columns={["Price", "Amount", "Time"]}
        emptyMessage={hasPair ? "No Trades" : NO_PAIR}
        minWidth={0}
      />
    </SectionCard>
  );
}
