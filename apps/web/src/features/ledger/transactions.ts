import type { TMemoType, TSendOperation } from "@sextant/core";
import type { TAssetRef } from "./balances";
import { ensureLedgerConfig } from "./horizon-config";

/** Seconds a built transaction stays valid (spec §9: 100 or 180). */
export const TRANSACTION_TIMEOUT_S = 180;

/** The SDK-backed builders, loaded with the first envelope built (`transaction-builders.ts`). */
const builders = () => import("./transaction-builders");

/** The unsigned envelope of a send: the planned operations of one asset, with the memo. */
export async function buildSendXdr(options: {
  source: string;
  asset: TAssetRef;
  operations: readonly TSendOperation[];
  memoType: TMemoType;
  memo: string;
  feePerOperation: string;
}): Promise<string> {
  return (await builders()).buildSendXdr(options);
}

/** The unsigned envelope of a changeTrust to `asset` with the maximum limit. */
export async function buildTrustXdr(options: {
  source: string;
  asset: TAssetRef;
  feePerOperation: string;
}): Promise<string> {
  return (await builders()).buildTrustXdr(options);
}

/** Standalone and test networks: asks the ledger's friendbot to fund `publicKey`. */
export async function fundWithFriendbot(publicKey: string): Promise<void> {
  const response = await fetch(
    `${(await ensureLedgerConfig()).horizonUrl}/friendbot?addr=${encodeURIComponent(publicKey)}`,
  );
  if (!response.ok) throw new Error("The test faucet could not fund this account. Try again.");
}
