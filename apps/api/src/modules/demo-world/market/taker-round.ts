import { fromStroops, toStroops } from "@sextant/core";
import { type Horizon, Operation, TransactionBuilder } from "@stellar/stellar-sdk";
import type { OperatorKeys } from "../operator-keys";
import { deleteOffer, loadOffers, offersPair } from "./account-offers";
import { type BookSide, sideAssets } from "./book-sides";
import { type DemoPair, demoPairs } from "./demo-pairs";
import { pairMid } from "./pair-mid";
import { compare, distancePpm, ratioOf } from "./ratio";

/** What a taker round did. */
export type TakerOutcome =
  | { traded: true; pair: string; side: BookSide; amount: string }
  | { traded: false; pair: string; side: BookSide; reason: string };

/**
 * One trade "now and then": the taker takes 20–60 % of the best offer on one side of a pair — only when that best
 * offer is the maker's alone (the top of the ledger's order book has the maker's best price and exactly the
 * maker's amount at it), so a user's offer is never crossed. The taker's limit price is that best price, so the
 * trade cannot reach any other price. Pair and side are random unless given; the side leans toward bringing the
 * price back to the reference. Leftover taker offers (none are expected) are removed in the same transaction.
 */
export async function takerRound(options: {
  horizon: Horizon.Server;
  keys: OperatorKeys;
  networkPassphrase: string;
  pair?: DemoPair;
  side?: BookSide;
  random?: () => number;
}): Promise<TakerOutcome> {
  const { horizon } = options;
  const random = options.random ?? Math.random;
  const pairs = demoPairs(options.keys);
  const pair = options.pair ?? (pairs[Math.floor(random() * pairs.length)] as DemoPair);
  const side = options.side ?? (await leaningSide(horizon, pair, random));
  const maker = options.keys.keypair("maker");
  const taker = options.keys.keypair("taker");
  const { selling, buying } = sideAssets(pair, side);
  const skip = (reason: string): TakerOutcome => ({ traded: false, pair: pair.label, side, reason });

  const makerOffers = (await loadOffers(horizon, maker.publicKey())).filter((offer) =>
    offersPair(offer, selling, buying),
  );
  const best = makerOffers.reduce<(typeof makerOffers)[number] | undefined>(
    (found, offer) => (!found || compare(offer.price, found.price) < 0 ? offer : found),
    undefined,
  );
  if (!best) return skip("the maker has no offer on this side");
  const atBest = makerOffers
    .filter((offer) => compare(offer.price, best.price) === 0)
    .reduce((sum, offer) => sum + offer.amount, 0n);

  const book = await horizon.orderbook(selling, buying).limit(1).call();
  const top = book.asks[0];
  if (!top || compare(ratioOf(top.price_r), best.price) !== 0 || toStroops(top.amount) !== atBest) {
    return skip("the best offer is not the maker's");
  }

  const percent = 20n + BigInt(Math.floor(random() * 41));
  const amount = (atBest * percent) / 100n;
  if (amount <= 0n) return skip("the best offer is too small");
  const leftovers = await loadOffers(horizon, taker.publicKey());
  const account = await horizon.loadAccount(taker.publicKey());
  const builder = new TransactionBuilder(account, {
    fee: "100",
    networkPassphrase: options.networkPassphrase,
  });
  for (const offer of leftovers) builder.addOperation(deleteOffer(taker.publicKey(), offer));
  builder.addOperation(
    Operation.manageBuyOffer({
      selling: buying,
      buying: selling,
      buyAmount: fromStroops(amount),
      price: best.priceR,
    }),
  );
  const tx = builder.setTimeout(60).build();
  tx.sign(taker);
  await horizon.submitTransaction(tx, { skipMemoRequiredCheck: true });
  return { traded: true, pair: pair.label, side, amount: fromStroops(amount) };
}

/**
 * Taking an ask prints a price above the mid, taking a bid one below: lean toward the side that brings the mid
 * back to the reference price (even odds at the reference, 80/20 at 10 % away).
 */
async function leaningSide(horizon: Horizon.Server, pair: DemoPair, random: () => number): Promise<BookSide> {
  const away = Number(distancePpm(await pairMid(horizon, pair), pair.reference));
  const askChance = Math.max(0.2, Math.min(0.8, 0.5 - away / 333_000));
  return random() < askChance ? "ask" : "bid";
}
