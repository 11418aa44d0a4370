import { SEND_MESSAGES } from "@sextant/core";
import { Federation } from "@stellar/stellar-sdk";
import { ensureLedgerConfig } from "./horizon";

export interface TResolvedRecipient {
  accountId: string;
  memoType: string | null;
  memo: string | null;
}

/** SEP-2: `name*domain` through the domain's FEDERATION_SERVER; plain G… keys pass through. */
export async function resolveRecipient(address: string): Promise<TResolvedRecipient> {
  if (!address.includes("*")) return { accountId: address, memoType: null, memo: null };
  try {
    const allowHttp = (await ensureLedgerConfig()).horizonUrl.startsWith("http:");
    const record = await Federation.Server.resolve(address, { allowHttp });
    return {
      accountId: record.account_id,
      memoType: record.memo_type ?? null,
      memo: record.memo ?? null,
    };
  } catch {
    throw new Error(SEND_MESSAGES.federationFailed);
  }
}
