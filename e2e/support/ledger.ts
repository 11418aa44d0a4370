import {
  Asset,
  Horizon,
  Keypair,
  Networks,
  Operation,
  TransactionBuilder,
  type xdr,
} from "@stellar/stellar-sdk";
import { inject } from "vitest";
import { baseUrl } from "./browser";
import { friendbot } from "./wallet-onboarding";

/** The standalone ledger the journeys run against (started by the global setup). */
export const horizonUrl = (): string => inject("horizonUrl");

export function horizon(): Horizon.Server {
  return new Horizon.Server(horizonUrl(), { allowHttp: true });
}

/** Builds, signs and submits one transaction of `source` with the operations, as another wallet would. */
export async function submitOperations(source: Keypair, ...operations: xdr.Operation[]): Promise<void> {
  const server = horizon();
  const builder = new TransactionBuilder(await server.loadAccount(source.publicKey()), {
    fee: "100",
    networkPassphrase: Networks.STANDALONE,
  });
  for (const operation of operations) builder.addOperation(operation);
  const transaction = builder.setTimeout(60).build();
  transaction.sign(source);
  await server.submitTransaction(transaction);
}

/** An operator asset as the catalogue lists it (the global setup waited for the demo world to exist). */
export async function operatorAsset(code: string): Promise<Asset> {
  const response = await fetch(`${baseUrl()}/api/coins/getAssets?currencyCode=USD`);
  const { assets } = (await response.json()) as { assets: Array<{ code: string; issuer: string }> };
  const entry = assets.find((asset) => asset.code === code);
  if (!entry) throw new Error(`${code} is not in the catalogue`);
  return new Asset(code, entry.issuer);
}

/** Test units of an operator asset from the standalone faucet; the account must trust the asset. */
export async function faucetAsset(account: string, assetCode: string): Promise<void> {
  const response = await fetch(`${baseUrl()}/api/demo/faucet`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ account, assetCode }),
  });
  if (!response.ok) throw new Error(`the faucet answered ${response.status}: ${await response.text()}`);
}

/** A funded account trusting `asset`; with `faucet` it also holds test units of it from the operator. */
export async function trader(asset: Asset, faucet: boolean): Promise<Keypair> {
  const keypair = Keypair.random();
  await friendbot(horizonUrl(), keypair.publicKey());
  await submitOperations(keypair, Operation.changeTrust({ asset }));
  if (faucet) await faucetAsset(keypair.publicKey(), asset.getCode());
  return keypair;
}
