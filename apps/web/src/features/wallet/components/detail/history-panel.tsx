import { SectionCard } from "../../../../components/section-card";
import { TableFrame } from "../../../../components/table-frame";

interface HistoryPanelProps {
  title: string;
  columns: readonly string[];
  emptyMessage: string;
}

/** Index 3 (transactions) and the recent deposit and withdrawal lists. */
export function HistoryPanel({ title, columns, emptyMessage }: HistoryPanelProps) {
  return (
    <SectionCard title={title}>
      <TableFrame columns={columns} emptyMessage={emptyMessage} />
    </SectionCard>
  );
}
