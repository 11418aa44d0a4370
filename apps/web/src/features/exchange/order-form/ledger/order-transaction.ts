import {
  FORM_UNIT,
  fromStroops,
  parseFormDecimal,
  type TOrderSide,
  type TOrderType,
  type TPairAsset,
  type TPairOrientation,
} from "@sextant/core";
import { Asset, Memo, Operation, TransactionBuilder } from "@stellar/stellar-sdk";
import { ensureLedgerConfig, getHorizon, TRANSACTION_TIMEOUT_S } from "../../../ledger";

/** Everything one order transaction carries; amounts in stroops, the price as a decimal of base per counter. */
export interface TOrderTransaction {
  source: string;
  pair: TPairOrientation;
  side: TOrderSide;
  /** Limit orders are offers; market orders convert at once or fail (see `orderOperation`). */
  type: TOrderType;
  /** The counter amount: bought by a buy, sold by a sell. */
  amount: bigint;
  /** Base units per counter unit, at most 8 decimals; a market order's worst acceptable price. */
  price: string;
  /** What the order gives at most, stroops (a market buy's send maximum). */
  gives: bigint;
  /** The operator's seller fee in the asset the order gives; 0 leaves the payment out. */
  fee: bigint;
  feeAccount: string;
  /** The text memo answered by POST /tradefeehistory/createNew. */
  memo: string;
  feePerOperation: string;
}

function toSdkAsset(asset: TPairAsset): Asset {
  return asset.issuer === "" ? Asset.native() : new Asset(asset.code, asset.issuer);
}

/**
 * The order's operation. A limit order is an offer priced in base per counter (manageBuyOffer prices the asset
 * bought, manageSellOffer the asset sold). A market order is a path payment to the account itself, so its amount
 * is exact: an offer crossing the book is rounded in the resting offers' favour and may fill a few stroops short
 * (a market buy of 50 receiving 49.9999994), while a strict-receive payment delivers exactly the amount bought and
 * a strict-send one sells exactly the amount sold, or fails with nothing spent. The worst price bounds them: a
 * buy sends at most `gives`, a sell receives at least price × amount.
 */
function orderOperation(order: TOrderTransaction) {
  const base = toSdkAsset(order.pair.base);
  const counter = toSdkAsset(order.pair.counter);
  if (order.type === "market") {
    if (order.side === "buy") {
      return Operation.pathPaymentStrictReceive({
        sendAsset: base,
        sendMax: fromStroops(order.gives),
        destination: order.source,
        destAsset: counter,
        destAmount: fromStroops(order.amount),
        path: [],
      });
    }
    return Operation.pathPaymentStrictSend({
      sendAsset: counter,
      sendAmount: fromStroops(order.amount),
      destination: order.source,
      destAsset: base,
      destMin: fromStroops(marketSellMinimum(order.price, order.amount)),
      path: [],
    });
  }
  return order.side === "buy"
    ? Operation.manageBuyOffer({
        selling: base,
        buying: counter,
        buyAmount: fromStroops(order.amount),
        price: order.price,
        offerId: "0",
      })
    : Operation.manageSellOffer({
        selling: counter,
        buying: base,
        amount: fromStroops(order.amount),
        price: order.price,
        offerId: "0",
      });
}

/** The least base a market sell of `amount` stroops accepts at `price` (rounded down), at least one stroop. */
export function marketSellMinimum(price: string, amount: bigint): bigint {
  const perUnit = parseFormDecimal(price) ?? 0n;
  const minimum = (perUnit * amount) / FORM_UNIT;
  return minimum > 0n ? minimum : 1n;
}

/**
 * The unsigned envelope of an order: the offer operation first (a buy is a manageBuyOffer selling base for
 * `amount` counter, a sell a manageSellOffer of `amount` counter, both at `price` base per counter), then the
 * seller fee paid in the asset the order gives, under the fee record's text memo.
 */
export async function buildOrderXdr(order: TOrderTransaction): Promise<string> {
  const { networkPassphrase } = await ensureLedgerConfig();
  const account = await getHorizon().loadAccount(order.source);
  const builder = new TransactionBuilder(account, { fee: order.feePerOperation, networkPassphrase });
  builder.addOperation(orderOperation(order));
  if (order.fee > 0n) {
    const given = order.side === "buy" ? order.pair.base : order.pair.counter;
    builder.addOperation(
      Operation.payment({
        destination: order.feeAccount,
        asset: toSdkAsset(given),
        amount: fromStroops(order.fee),
      }),
    );
  }
  builder.addMemo(Memo.text(order.memo));
  return builder.setTimeout(TRANSACTION_TIMEOUT_S).build().toXDR();
}
