import { Asset, type Horizon, type Keypair, Operation } from "@stellar/stellar-sdk";
import { newAccount } from "./accounts";
import type { TestLedger } from "./ledger";
import { run } from "./tx";

/** An issuer, its asset, and holders trusting it with `amount` each (order-book fixtures). */
export async function market(
  t: TestLedger,
  code: string,
  holders: number,
  amount: string,
  startingBalance = "1000",
): Promise<{ issuer: Keypair; asset: Asset; holders: Keypair[] }> {
  const issuer = await newAccount(t, startingBalance);
  const asset = new Asset(code, issuer.publicKey());
  const accounts: Keypair[] = [];
  for (let i = 0; i < holders; i++) {
    const holder = await newAccount(t, startingBalance);
    await run(t, holder, [Operation.changeTrust({ asset })]);
    if (amount !== "0")
      await run(t, issuer, [Operation.payment({ destination: holder.publicKey(), asset, amount })]);
    accounts.push(holder);
  }
  return { issuer, asset, holders: accounts };
}

export type PriceArg = string | { n: number; d: number };

export const sell = (selling: Asset, buying: Asset, amount: string, price: PriceArg, offerId = "0") =>
  Operation.manageSellOffer({ selling, buying, amount, price, offerId });

export const buy = (selling: Asset, buying: Asset, buyAmount: string, price: PriceArg, offerId = "0") =>
  Operation.manageBuyOffer({ selling, buying, buyAmount, price, offerId });

export const passive = (selling: Asset, buying: Asset, amount: string, price: PriceArg) =>
  Operation.createPassiveSellOffer({ selling, buying, amount, price });

/** The first offer result the SDK derived from a submission. */
export function offerResult(response: Horizon.HorizonApi.SubmitTransactionResponse) {
  const results = (response as { offerResults?: OfferResult[] }).offerResults;
  const first = results?.[0];
  if (!first) throw new Error("no offerResults in the submission response");
  return first;
}

export interface OfferResult {
  offersClaimed: Array<{
    sellerId: string;
    offerId: string;
    amountSold: string;
    amountBought: string;
    assetSold: { type: string; assetCode: string; issuer?: string };
    assetBought: { type: string; assetCode: string; issuer?: string };
  }>;
  effect: string;
  currentOffer?: { offerId: string; amount: string; price: { n: number; d: number } };
  amountBought: string;
  amountSold: string;
  isFullyOpen: boolean;
  wasPartiallyFilled: boolean;
  wasImmediatelyFilled: boolean;
  wasImmediatelyDeleted: boolean;
}

/** Balance line of an asset (or native) as Horizon shows it. */
export async function balanceLine(t: TestLedger, account: Keypair, asset: Asset) {
  const record = await t.server.loadAccount(account.publicKey());
  const line = record.balances.find((b) =>
    asset.isNative()
      ? b.asset_type === "native"
      : "asset_code" in b && b.asset_code === asset.getCode() && b.asset_issuer === asset.getIssuer(),
  );
  if (!line) throw new Error(`no balance for ${asset.toString()}`);
  return line as { balance: string; buying_liabilities: string; selling_liabilities: string };
}
