import { fromStroops, type TOrderSide, type TPairAsset, type TPairOrientation } from "@sextant/core";
import { Asset, Memo, Operation, TransactionBuilder } from "@stellar/stellar-sdk";
import { ensureLedgerConfig, getHorizon, TRANSACTION_TIMEOUT_S } from "../../../ledger";

/** Everything one order transaction carries; amounts in stroops, the price as a decimal of base per counter. */
export interface TOrderTransaction {
  source: string;
  pair: TPairOrientation;
  side: TOrderSide;
  /** The counter amount: bought by a buy, sold by a sell. */
  amount: bigint;
  /** Base units per counter unit, at most 8 decimals. */
  price: string;
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
 * The offer operation. Both sides are priced in base per counter: manageBuyOffer prices the asset bought,
 * manageSellOffer the asset sold.
 */
function orderOperation(order: TOrderTransaction) {
  const base = toSdkAsset(order.pair.base);
  const counter = toSdkAsset(order.pair.counter);
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
