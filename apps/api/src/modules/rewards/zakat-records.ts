import type { TZakatRecord } from "@sextant/core";
import type { zakatRecords } from "../../db/schema";
import { trimDecimal } from "./reward-settings";

export type ZakatRow = typeof zakatRecords.$inferSelect;

export function toZakatRecord(row: ZakatRow): TZakatRecord {
  return {
    id: row.id,
    account: row.account,
    coinCode: row.coinCode,
    asset: row.asset,
    totalAmount: row.totalAmount,
    zakatAmount: row.zakatAmount,
    zakatPercentage: trimDecimal(row.zakatPercentage),
    year: row.year,
    hijriYear: row.hijriYear,
    status: row.status === "paid" ? "paid" : "unpaid",
    distAccount: row.distAccount,
    memo: row.memo,
    stellarTxId: row.stellarTxId,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

/** The text memo a zakat payment carries: "zakat 1448 USDT" (≤ 28 bytes: codes have at most 12 characters). */
export function zakatMemo(hijriYear: number, coinCode: string): string {
  return `zakat ${hijriYear} ${coinCode}`;
}
