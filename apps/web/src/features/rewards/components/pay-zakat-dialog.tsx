import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { type TZakatRecord, ZAKAT_MESSAGES } from "@sextant/core";
import { useState } from "react";
import { EmptyState } from "../../../components/empty-state";
import { toast } from "../../../lib/toast";
import { useNetworkFeePerOperation } from "../../preferences";
import { SigningCancelledError } from "../../session";
import { payZakatRecord } from "../pay-zakat";

interface PayZakatDialogProps {
  opened: boolean;
  year: number;
  unpaid: TZakatRecord[];
  /** The configured zakat distribution account (each record keeps the one it was written with). */
  distAccount: string;
  onPaid: () => void;
  onClose: () => void;
}

/** The pay-zakat dialog (document 2 §2): the year's unpaid assets, each paid on its own; a paid one leaves the list. */
export function PayZakatDialog({ opened, year, unpaid, distAccount, onPaid, onClose }: PayZakatDialogProps) {
  const fee = useNetworkFeePerOperation();
  const [paying, setPaying] = useState<number | null>(null);
  const [paid, setPaid] = useState<number[]>([]);
  const list = unpaid.filter((record) => !paid.includes(record.id));

  const pay = async (record: TZakatRecord) => {
    setPaying(record.id);
    try {
      await payZakatRecord(record, fee);
      setPaid((previous) => [...previous, record.id]);
      toast.success(ZAKAT_MESSAGES.paid(record.coinCode));
      onPaid();
    } catch (error) {
      if (error instanceof SigningCancelledError) return;
      toast.error(error instanceof Error ? error.message : ZAKAT_MESSAGES.failed);
    } finally {
      setPaying(null);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={`Pay zakat for ${year}`} centered>
      <Stack gap="sm">
        {list.length === 0 ? (
          <EmptyState message="No unpaid zakat for this year." />
        ) : (
          list.map((record) => (
            <Group key={record.id} justify="space-between" wrap="nowrap">
              <Stack gap={0}>
                <Text fw={600}>
                  {record.zakatAmount} {record.coinCode}
                </Text>
                <Text size="xs" c="dimmed">
                  {record.zakatPercentage}% of {record.totalAmount}
                </Text>
              </Stack>
              <Button
                size="xs"
                loading={paying === record.id}
                disabled={paying !== null && paying !== record.id}
                onClick={() => void pay(record)}
                aria-label={`Pay ${record.coinCode} zakat`}
              >
                Pay
              </Button>
            </Group>
          ))
        )}
        <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
          Payments go to the zakat distribution account {list[0]?.distAccount ?? distAccount}.
        </Text>
      </Stack>
    </Modal>
  );
}
