import { ZAKAT_MESSAGES, ZGetStellarFeeResponse } from "@sextant/core";
import { apiRequest } from "../../lib/api-client";
import { toast } from "../../lib/toast";
import { usePreferencesStore } from "../preferences";
import { fetchZakatHistory } from "./api/zakat-api";
import { payZakatRecord } from "./pay-zakat";

let running: Promise<void> | null = null;

/**
 * After a login (document 1 §7): reads the account's zakat history (100 entries, 10 s time-out) and pays each
 * unpaid entry to its distribution account, one after the other. Any failure — the history, a signature the
 * person cancels, the ledger — is logged and ignored, as the spec says; the Zakat section can pay it later.
 */
export function payUnpaidZakatAtLogin(): Promise<void> {
  running ??= (async () => {
    try {
      const history = await fetchZakatHistory();
      const unpaid = history.data.filter((record) => record.status === "unpaid");
      if (unpaid.length === 0) return;
      const fee = await feePerOperation();
      for (const record of unpaid) {
        try {
          await payZakatRecord(record, fee);
          toast.success(ZAKAT_MESSAGES.paid(record.coinCode));
        } catch (error) {
          console.warn("Zakat payment at login failed", error instanceof Error ? error.message : error);
        }
      }
    } catch (error) {
      console.warn("Zakat history at login failed", error instanceof Error ? error.message : error);
    }
  })().finally(() => {
    running = null;
  });
  return running;
}

/** The network fee per operation (stroops) at the preferred level, read outside React; 100 when unknown. */
async function feePerOperation(): Promise<string> {
  try {
    const levels = await apiRequest("/feesetting-levels/stellar-fee", { schema: ZGetStellarFeeResponse });
    return levels[usePreferencesStore.getState().preferences.fee] ?? "100";
  } catch {
    return "100";
  }
}
