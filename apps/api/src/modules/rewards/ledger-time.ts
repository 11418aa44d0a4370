import { ErrorCode } from "@sextant/core";
import type { Horizon } from "@stellar/stellar-sdk";
import { AppError } from "../../errors";

/**
 * "Now" as the ledger sees it: the close time of the latest ledger. Zakat follows the ledger's clock, not the
 * server's, so the standalone ledger's development clock can bring a test to Ramadan.
 */
export async function ledgerNow(horizon: Horizon.Server): Promise<Date> {
  let closedAt: string | undefined;
  try {
    closedAt = (await horizon.ledgers().order("desc").limit(1).call()).records[0]?.closed_at;
  } catch (error) {
    throw new AppError(ErrorCode.Unavailable, "The ledger is unavailable, try again.", undefined, error);
  }
  if (!closedAt) throw new AppError(ErrorCode.Unavailable, "The ledger has not closed a ledger yet.");
  return new Date(closedAt);
}

/** An asset as Horizon writes it on a balance or an operation: "XLM" or "CODE:ISSUER", and its code. */
export function assetOfRecord(record: {
  asset_type: string;
  asset_code?: string;
  asset_issuer?: string;
}): { asset: string; code: string } | undefined {
  if (record.asset_type === "native") return { asset: "XLM", code: "XLM" };
  if (!record.asset_code || !record.asset_issuer) return undefined;
  return { asset: `${record.asset_code}:${record.asset_issuer}`, code: record.asset_code };
}
