import { ErrorCode, toStroops } from "@sextant/core";
import {
  type Asset,
  FeeBumpTransaction,
  type OperationRecord,
  type Transaction,
  TransactionBuilder,
  xdr,
} from "@stellar/stellar-sdk";
import { AppError } from "../../errors";

/** What an offer transaction did, read from its envelope and result XDR. */
export interface OfferTransactionFacts {
  /** The id of the offer left open on the book, or "0" when the order filled at once. */
  offerId: string;
  /** Stroops of the sold asset the order sold while it was placed (its crossings at creation). */
  soldAtPlacement: bigint;
}

export interface OfferTransactionExpectation {
  envelopeXdr: string;
  resultXdr: string;
  networkPassphrase: string;
  account: string;
  memo: string;
  feeAccount: string;
  /** The asset the offer sells and the fee is paid in. */
  asset: Asset;
  /** Stroops of `asset` the offer sells. */
  totalAmount: bigint;
  /** Stroops of `asset` paid to the fee account (no payment needed when 0). */
  totalFee: bigint;
}

type OfferOperation = Extract<
  OperationRecord,
  { type: "manageSellOffer" | "manageBuyOffer" | "createPassiveSellOffer" }
>;

function isOfferOperation(operation: OperationRecord): operation is OfferOperation {
  return (
    operation.type === "manageSellOffer" ||
    operation.type === "manageBuyOffer" ||
    operation.type === "createPassiveSellOffer"
  );
}

function memoText(tx: Transaction): string | undefined {
  if (tx.memo.type !== "text") return undefined;
  const value: unknown = tx.memo.value;
  if (typeof value === "string") return value;
  return value instanceof Uint8Array ? Buffer.from(value).toString("utf8") : undefined;
}

/**
 * How much of its selling asset an offer operation offers, in stroops, as [lowest, highest] accepted: a sell
 * states it; a buy sells buyAmount × price (selling units per unit bought, read exactly from the XDR), and the
 * order form may round that product either way, by a stroop plus a millionth for prices the SDK had to
 * approximate as a fraction.
 */
function offeredRange(tx: Transaction, index: number, operation: OfferOperation): [bigint, bigint] {
  if (operation.type !== "manageBuyOffer") {
    const amount = toStroops(operation.amount);
    return [amount, amount];
  }
  const body = tx.tx.operations[index]?.body;
  if (body?.type !== "manageBuyOffer") throw new Error("manage buy offer body missing");
  const { buyAmount, price } = body.manageBuyOfferOp;
  const n = BigInt(price.n);
  const d = BigInt(price.d);
  const floor = (buyAmount * n) / d;
  const ceil = (buyAmount * n + d - 1n) / d;
  const tolerance = 1n + ceil / 1_000_000n;
  return [floor - tolerance, ceil + tolerance];
}

function operationResults(resultXdr: string): xdr.OperationResult[] {
  const { result } = xdr.TransactionResult.fromXdr(resultXdr, "base64");
  if (result.type === "txSuccess") return result.results;
  if (result.type === "txFeeBumpInnerSuccess" && result.innerResultPair.result.result.type === "txSuccess") {
    return result.innerResultPair.result.result.results;
  }
  throw new Error(`transaction result ${result.type} has no successful operations`);
}

function manageOfferSuccess(result: xdr.OperationResult): xdr.ManageOfferSuccessResult {
  if (result.type !== "opInner") throw new Error(`operation result ${result.type}`);
  const { tr } = result;
  const outcome =
    tr.type === "manageSellOffer"
      ? tr.manageSellOfferResult
      : tr.type === "createPassiveSellOffer"
        ? tr.createPassiveSellOfferResult
        : tr.type === "manageBuyOffer"
          ? tr.manageBuyOfferResult
          : undefined;
  if (outcome?.type !== "manageSellOfferSuccess" && outcome?.type !== "manageBuyOfferSuccess") {
    throw new Error(`operation result ${tr.type} is not a successful offer`);
  }
  return outcome.success;
}

/** What the placing order sold to the offers (or pools) it crossed: the amounts they bought. */
function soldToClaimedOffers(success: xdr.ManageOfferSuccessResult): bigint {
  let sold = 0n;
  for (const atom of success.offersClaimed) {
    const claim =
      atom.type === "claimAtomTypeV0"
        ? atom.v0
        : atom.type === "claimAtomTypeOrderBook"
          ? atom.orderBook
          : atom.liquidityPool;
    sold += claim.amountBought;
  }
  return sold;
}

function rejected(message: string): AppError {
  return new AppError(ErrorCode.ValidationFailed, message);
}

type MarketOperation = Extract<
  OperationRecord,
  { type: "pathPaymentStrictReceive" | "pathPaymentStrictSend" }
>;

/**
 * A market order's operation: a path payment from the account to itself selling `asset`, whose most it may give
 * (strict receive: sendMax; strict send: sendAmount) is the record's total. It leaves no offer.
 */
function isMarketOrderOf(
  operation: OperationRecord,
  account: string,
  asset: Asset,
): operation is MarketOperation {
  return (
    (operation.type === "pathPaymentStrictReceive" || operation.type === "pathPaymentStrictSend") &&
    operation.destination === account &&
    operation.sendAsset.equals(asset)
  );
}

function marketOrderGives(operation: MarketOperation): bigint {
  return toStroops(operation.type === "pathPaymentStrictReceive" ? operation.sendMax : operation.sendAmount);
}

/**
 * Checks that a successful transaction is the order of a trade fee record: by `account`, with the record's text
 * memo, either a manage sell/buy offer selling `asset` for `totalAmount` or a market order (a path payment to
 * the account itself giving at most `totalAmount` of `asset`), and a payment of exactly `totalFee` of `asset` to
 * the fee account. Returns the offer id from the result XDR ("0" for a market order, which leaves none) and what
 * the order sold when it was placed (all of it for a market order, so nothing is ever refunded for one).
 */
export function readOfferTransaction(expect: OfferTransactionExpectation): OfferTransactionFacts {
  const envelope = TransactionBuilder.fromXDR(expect.envelopeXdr, expect.networkPassphrase);
  const tx = envelope instanceof FeeBumpTransaction ? envelope.innerTransaction : envelope;
  if (tx.source !== expect.account) throw rejected("This transaction was not made by your account.");
  if (memoText(tx) !== expect.memo) {
    throw rejected("The transaction memo does not match this trade fee record.");
  }
  const sourceOf = (operation: OperationRecord) => operation.source ?? tx.source;

  if (expect.totalFee > 0n) {
    const paid = tx.operations.some(
      (operation) =>
        operation.type === "payment" &&
        sourceOf(operation) === expect.account &&
        operation.destination === expect.feeAccount &&
        operation.asset.equals(expect.asset) &&
        toStroops(operation.amount) === expect.totalFee,
    );
    if (!paid) throw rejected("This transaction does not pay the trade fee to the operator's fee account.");
  }

  const index = tx.operations.findIndex(
    (operation) =>
      isOfferOperation(operation) &&
      sourceOf(operation) === expect.account &&
      operation.selling.equals(expect.asset),
  );
  const offer = tx.operations[index];
  if (index < 0 || !offer || !isOfferOperation(offer)) {
    const market = tx.operations.find(
      (operation): operation is MarketOperation =>
        sourceOf(operation) === expect.account && isMarketOrderOf(operation, expect.account, expect.asset),
    );
    if (!market) {
      throw rejected(`This transaction contains no offer of your account selling ${expect.asset.getCode()}.`);
    }
    if (marketOrderGives(market) !== expect.totalAmount) {
      throw rejected("The offer amount does not match this trade fee record.");
    }
    // Submitted successfully, so the payment went through whole: nothing stays on the book.
    operationResults(expect.resultXdr);
    return { offerId: "0", soldAtPlacement: expect.totalAmount };
  }
  const [lowest, highest] = offeredRange(tx, index, offer);
  if (expect.totalAmount < lowest || expect.totalAmount > highest) {
    throw rejected("The offer amount does not match this trade fee record.");
  }

  const result = operationResults(expect.resultXdr)[index];
  if (!result) throw new Error("offer operation result missing");
  const success = manageOfferSuccess(result);
  const effect = success.offer;
  const offerId = effect.type === "manageOfferDeleted" ? "0" : effect.offer.offerId.toString();
  return { offerId, soldAtPlacement: soldToClaimedOffers(success) };
}
