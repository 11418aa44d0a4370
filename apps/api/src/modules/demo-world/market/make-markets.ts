import { fromStroops, STROOPS_PER_UNIT, toStroops } from "@sextant/core";
import { type Asset, type Horizon, type Keypair, Operation, TransactionBuilder } from "@stellar/stellar-sdk";
import type { OperatorKeys } from "../operator-keys";
import { loadOffers, offersPair, type RestingOffer } from "./account-offers";
import { BOOK_SIDES, levelStroops, offerPriceOf, randomScale, sideAssets } from "./book-sides";
import { type DemoPair, demoPairs } from "./demo-pairs";
import { pairMid } from "./pair-mid";
import { planQuotes } from "./plan-quotes";
import { ledgerPrice } from "./ratio";

/** Lumens the maker never commits to offers: reserves for its offers and trustlines, and fees. */
const XLM_KEPT_UNITS = 200n;

/**
 * One market-making round: for every configured pair, re-quotes the maker's book around the pair's mid (last
 * trade, else reference) — only missing, drifted or mostly taken levels change — in one transaction per pair.
 * A pair whose transaction fails is reported and left for the next round. Returns the operations applied.
 */
export async function makeMarkets(options: {
  horizon: Horizon.Server;
  keys: OperatorKeys;
  networkPassphrase: string;
  pairs?: DemoPair[];
  onPairError?: (pair: DemoPair, error: unknown) => void;
}): Promise<number> {
  const { horizon } = options;
  const maker = options.keys.keypair("maker");
  const pairs = options.pairs ?? demoPairs(options.keys);
  const offers = await loadOffers(horizon, maker.publicKey());
  let account = await horizon.loadAccount(maker.publicKey());
  const available = availableBalances(account);
  let applied = 0;
  for (const pair of pairs) {
    try {
      const mid = await pairMid(horizon, pair);
      const operations = BOOK_SIDES.flatMap((side) => {
        const { selling, buying } = sideAssets(pair, side);
        const key = assetKey(selling);
        const plan = planQuotes({
          side,
          mid,
          offers: offers.filter((offer) => offersPair(offer, selling, buying)),
          levelAmount: () => levelStroops(pair, side, randomScale(60, 140)),
          nominalLevel: levelStroops(pair, side),
          available: available.get(key) ?? 0n,
        });
        const committed =
          plan.creates.reduce((sum, create) => sum + create.amount, 0n) +
          plan.refills.reduce((sum, refill) => sum + refill.amount - refill.offer.amount, 0n);
        available.set(key, (available.get(key) ?? 0n) - committed);
        return [
          ...plan.deletes.map((offer) => update(maker, offer, 0n)),
          ...plan.refills.map(({ offer, amount }) => update(maker, offer, amount)),
          ...plan.creates.map(({ pairPrice, amount }) =>
            Operation.manageSellOffer({
              selling,
              buying,
              amount: fromStroops(amount),
              price: ledgerPrice(offerPriceOf(pairPrice, side)),
            }),
          ),
        ];
      });
      if (operations.length === 0) continue;
      await submit(horizon, options.networkPassphrase, maker, account, operations);
      applied += operations.length;
    } catch (error) {
      options.onPairError?.(pair, error);
      // A rejected transaction leaves the sequence number unused: start the next pair from the ledger's.
      account = await horizon.loadAccount(maker.publicKey());
    }
  }
  return applied;
}

function update(maker: Keypair, offer: RestingOffer, amount: bigint) {
  return Operation.manageSellOffer({
    source: maker.publicKey(),
    selling: offer.selling,
    buying: offer.buying,
    amount: fromStroops(amount),
    price: offer.priceR,
    offerId: offer.id,
  });
}

async function submit(
  horizon: Horizon.Server,
  networkPassphrase: string,
  maker: Keypair,
  account: Horizon.AccountResponse,
  operations: ReturnType<typeof Operation.manageSellOffer>[],
): Promise<void> {
  const builder = new TransactionBuilder(account, { fee: "100", networkPassphrase });
  for (const operation of operations) builder.addOperation(operation);
  const tx = builder.setTimeout(60).build();
  tx.sign(maker);
  await horizon.submitTransaction(tx, { skipMemoRequiredCheck: true });
}

/** "native" or "CODE:ISSUER". */
export function assetKey(asset: Asset): string {
  return asset.isNative() ? "native" : `${asset.getCode()}:${asset.getIssuer()}`;
}

/** Stroops of each asset the account can still commit to new offers (balance minus selling liabilities). */
export function availableBalances(account: Horizon.AccountResponse): Map<string, bigint> {
  const available = new Map<string, bigint>();
  for (const line of account.balances) {
    if (line.asset_type === "liquidity_pool_shares") continue;
    const free = toStroops(line.balance) - toStroops(line.selling_liabilities);
    if (line.asset_type === "native") {
      available.set("native", free - XLM_KEPT_UNITS * STROOPS_PER_UNIT);
    } else {
      available.set(`${line.asset_code}:${line.asset_issuer}`, free);
    }
  }
  return available;
}
