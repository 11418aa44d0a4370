import type { xdr } from "@stellar/stellar-sdk";
import { inner, type OpOutcome } from "../operations/outcome";
import type { Asset } from "../types";
import type { Price } from "./offer";

/** A manageSellOffer, manageBuyOffer or createPassiveSellOffer operation, normalised. */
export interface OfferOp {
  type: 3 | 4 | 12;
  selling: Asset;
  buying: Asset;
  /** Selling amount (sell / passive) or buying amount (buy); 0 deletes. */
  amount: bigint;
  /** The price as written in the operation. */
  price: Price;
  offerId: bigint;
}

/** Price of the resting offer (buying per selling): a buy op's price is inverted. */
export function sellPrice(op: OfferOp): Price {
  return op.type === 12 ? { n: op.price.d, d: op.price.n } : op.price;
}

export type OfferCode = -1 | -2 | -3 | -4 | -5 | -6 | -7 | -8 | -9 | -10 | -11 | -12;

export function offerFailure(type: OfferOp["type"], code: OfferCode): OpOutcome {
  if (type === 3) return inner({ type, manageSellOfferResult: { code } });
  if (type === 4) return inner({ type, createPassiveSellOfferResult: { code } });
  return inner({ type, manageBuyOfferResult: { code } });
}

export function offerSuccess(type: OfferOp["type"], success: xdr.ManageOfferSuccessResultWire): OpOutcome {
  if (type === 3) return inner({ type, manageSellOfferResult: { code: 0, success } });
  if (type === 4) return inner({ type, createPassiveSellOfferResult: { code: 0, success } });
  return inner({ type, manageBuyOfferResult: { code: 0, success } });
}

export const EXCEEDED_WORK_LIMIT: OpOutcome = { code: -5 };
