import type { TMemoType, TSendOperation } from "@sextant/core";
import { Account, Asset, Memo, Operation, TransactionBuilder } from "@stellar/stellar-sdk";
import { fetchAccountRecord } from "./account";
import { isNative, type TAssetRef } from "./balances";
import { ensureLedgerConfig } from "./horizon-config";

/** Seconds a built transaction stays valid (spec §9: 100 or 180). */
export const TRANSACTION_TIMEOUT_S = 180;

function toSdkAsset(asset: TAssetRef): Asset {
  return isNative(asset) ? Asset.native() : new Asset(asset.code, asset.issuer ?? undefined);
}

function toMemo(type: TMemoType, value: string): Memo {
  switch (type) {
    case "Text":
      return Memo.text(value);
    case "Id":
      return Memo.id(value);
    case "Hash":
      return Memo.hash(value);
    default:
      return Memo.none();
  }
}

export async function builderFor(source: string, feePerOperation: string): Promise<TransactionBuilder> {
  const record = await fetchAccountRecord(source);
  if (!record) throw new Error("Your account is not active yet.");
  return new TransactionBuilder(new Account(record.account_id, record.sequence), {
    fee: feePerOperation,
    networkPassphrase: (await ensureLedgerConfig()).networkPassphrase,
  });
}

/** The unsigned envelope of a send: the planned operations of one asset, with the memo. */
export async function buildSendXdr(options: {
  source: string;
  asset: TAssetRef;
  operations: readonly TSendOperation[];
  memoType: TMemoType;
  memo: string;
  feePerOperation: string;
}): Promise<string> {
  const builder = await builderFor(options.source, options.feePerOperation);
  for (const operation of options.operations) {
    builder.addOperation(
      operation.kind === "createAccount"
        ? Operation.createAccount({
            destination: operation.destination,
            startingBalance: operation.startingBalance,
          })
        : Operation.payment({
            destination: operation.destination,
            asset: toSdkAsset(options.asset),
            amount: operation.amount,
          }),
    );
  }
  builder.addMemo(toMemo(options.memoType, options.memo));
  return builder.setTimeout(TRANSACTION_TIMEOUT_S).build().toXDR();
}

/** The unsigned envelope of a changeTrust to `asset` with the maximum limit. */
export async function buildTrustXdr(options: {
  source: string;
  asset: TAssetRef;
  feePerOperation: string;
}): Promise<string> {
  const builder = await builderFor(options.source, options.feePerOperation);
  builder.addOperation(Operation.changeTrust({ asset: toSdkAsset(options.asset) }));
  return builder.setTimeout(TRANSACTION_TIMEOUT_S).build().toXDR();
}

/** Standalone and test networks: asks the ledger's friendbot to fund `publicKey`. */
export async function fundWithFriendbot(publicKey: string): Promise<void> {
  const response = await fetch(
    `${(await ensureLedgerConfig()).horizonUrl}/friendbot?addr=${encodeURIComponent(publicKey)}`,
  );
  if (!response.ok) throw new Error("The test faucet could not fund this account. Try again.");
}
