import { ErrorCode, type TPostTestFaucetResponse } from "@sextant/core";
import { Asset, type Horizon, Operation, TransactionBuilder } from "@stellar/stellar-sdk";
import { AppError } from "../../errors";
import { isNotFound } from "../../ledger/horizon";
import { ISSUED_ASSETS } from "../catalogue/asset-definitions";
import type { OperatorKeys } from "./operator-keys";

/** About 100 USD worth of the asset at its reference price, with at most 7 decimals. */
export function testAmount(referenceUsdPrice: string): string {
  const units = 100 / Number(referenceUsdPrice);
  return units >= 1 ? Math.floor(units).toString() : units.toFixed(7);
}

/** Pays test units of an operator asset from the distribution account to `account`. */
export async function sendTestAsset(options: {
  horizon: Horizon.Server;
  keys: OperatorKeys;
  networkPassphrase: string;
  account: string;
  assetCode: string;
}): Promise<TPostTestFaucetResponse> {
  const code = options.assetCode.toUpperCase();
  const definition = ISSUED_ASSETS.find((candidate) => candidate.code === code);
  if (!definition) throw new AppError(ErrorCode.NotFound, `${code} is not an operator asset`);
  const asset = new Asset(code, options.keys.issuer(code).publicKey());

  let receiver: Horizon.AccountResponse;
  try {
    receiver = await options.horizon.loadAccount(options.account);
  } catch (error) {
    if (isNotFound(error))
      throw new AppError(ErrorCode.ValidationFailed, "The destination account does not exist!");
    throw error;
  }
  const trusts = receiver.balances.some(
    (b) =>
      "asset_code" in b &&
      b.asset_code === code &&
      "asset_issuer" in b &&
      b.asset_issuer === asset.getIssuer(),
  );
  if (!trusts) throw new AppError(ErrorCode.ValidationFailed, "Please Trust This Asset First");

  const distribution = options.keys.keypair("distribution");
  const source = await options.horizon.loadAccount(distribution.publicKey());
  const amount = testAmount(definition.referenceUsdPrice);
  const tx = new TransactionBuilder(source, { fee: "100", networkPassphrase: options.networkPassphrase })
    .addOperation(Operation.payment({ destination: options.account, asset, amount }))
    .setTimeout(60)
    .build();
  tx.sign(distribution);
  const result = await options.horizon.submitTransaction(tx, { skipMemoRequiredCheck: true });
  return { hash: result.hash, amount, assetCode: code, assetIssuer: asset.getIssuer() ?? "" };
}

export const FAUCET_BUSY_MESSAGE = "A test payment of this asset to this account is already under way.";

/**
 * Runs faucet payments one at a time, since each is a transaction of the distribution account, whose sequence
 * number two concurrent builds would share (the second is then the same transaction, or refused). A second
 * request for an account and asset while one is queued or under way is refused with 409 instead of paying twice.
 */
export class FaucetQueue {
  private tail: Promise<unknown> = Promise.resolve();
  private readonly pending = new Set<string>();

  async run<T>(account: string, assetCode: string, pay: () => Promise<T>): Promise<T> {
    const key = `${account}:${assetCode.toUpperCase()}`;
    if (this.pending.has(key)) throw new AppError(ErrorCode.Conflict, FAUCET_BUSY_MESSAGE);
    this.pending.add(key);
    const turn = this.tail.then(pay, pay);
    this.tail = turn.catch(() => undefined);
    try {
      return await turn;
    } finally {
      this.pending.delete(key);
    }
  }
}
