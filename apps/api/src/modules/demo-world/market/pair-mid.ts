import type { Horizon } from "@stellar/stellar-sdk";
import type { DemoPair } from "./demo-pairs";
import { compare, multiply, type Ratio, ratioOf } from "./ratio";

/** The mid never leaves this factor of the reference price, whatever a stray trade printed. */
const MID_RANGE = 4n;

/**
 * The pair's mid price (base per counter): the price of its last trade on the ledger, else the reference price,
 * kept within a factor of 4 of the reference.
 */
export async function pairMid(horizon: Horizon.Server, pair: DemoPair): Promise<Ratio> {
  const page = await horizon.trades().forAssetPair(pair.counter, pair.base).order("desc").limit(1).call();
  const price = page.records[0]?.price;
  if (!price || Number(price.n) <= 0 || Number(price.d) <= 0) return pair.reference;
  const last = ratioOf(price);
  const low = multiply(pair.reference, { num: 1n, den: MID_RANGE });
  const high = multiply(pair.reference, { num: MID_RANGE, den: 1n });
  if (compare(last, low) < 0) return low;
  if (compare(last, high) > 0) return high;
  return last;
}
