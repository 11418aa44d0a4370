import type { Asset } from "../types";
import type { Price } from "./offer";

/** One claimed offer, recorded by the crossing operation for history (`/trades`). */
export interface TradeDraft {
  /** Index of the claim atom in the operation result (0-based). */
  atomIndex: number;
  makerId: string;
  makerOfferId: bigint;
  takerId: string;
  /** The taker's offer left in the book by the operation, if any. */
  takerOfferId: bigint | null;
  /** What the maker sold (and the taker received). */
  soldAsset: Asset;
  soldAmount: bigint;
  /** What the maker received (and the taker sent). */
  boughtAsset: Asset;
  boughtAmount: bigint;
  /** The maker offer's price (bought per sold). */
  price: Price;
  /** Liquidity pool (hex id) on the maker side; `makerId` then holds the same id. */
  poolId?: string;
}
