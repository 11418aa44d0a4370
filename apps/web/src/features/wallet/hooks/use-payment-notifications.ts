import { useCallback } from "react";
import { toast } from "../../../lib/toast";
import { type TPaymentRecord, toTransactionRow, usePaymentStream } from "../../ledger";
import { usePreferences } from "../../preferences";
import { formatCoin } from "../lib/format";
import { playNotificationSound } from "../lib/sound";

export const RECEIVED_STARTING_BALANCE = "You have received starting balance.";

export function receivedMessage(record: TPaymentRecord, publicKey: string): string | null {
  const row = toTransactionRow(record, publicKey);
  if (row?.kind !== "Received") return null;
  if (record.type === "create_account") return RECEIVED_STARTING_BALANCE;
  return `You have received: ${formatCoin(row.amount)} ${row.asset.code}`;
}

/** Toasts each incoming payment from the payments stream (cursor=now), with a chime if NOTIFICATION_SOUND. */
export function usePaymentNotifications(publicKey: string | null, funded: boolean): void {
  const { notificationSound } = usePreferences();
  const onPayment = useCallback(
    (record: TPaymentRecord) => {
      if (!publicKey) return;
      const message = receivedMessage(record, publicKey);
      if (!message) return;
      toast.success(message);
      if (notificationSound) playNotificationSound();
    },
    [publicKey, notificationSound],
  );
  usePaymentStream(publicKey, funded, onPayment);
}
