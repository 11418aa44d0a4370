import { pairAssetId, type TPairBook, type TPairOrientation } from "@sextant/core";
import { Asset } from "@stellar/stellar-sdk";
import { ensureLedgerConfig, getHorizon } from "../../../ledger";

function sdkAsset(asset: TPairOrientation["base"]): Asset {
  return asset.issuer === "" ? Asset.native() : new Asset(asset.code, asset.issuer);
}

/** The pair's order book as Horizon's order_book?selling=counter&buying=base (see `TPairBook`). */
export async function loadPairBook(pair: TPairOrientation): Promise<TPairBook> {
  await ensureLedgerConfig();
  const book = await getHorizon().orderbook(sdkAsset(pair.counter), sdkAsset(pair.base)).limit(200).call();
  return {
    asks: book.asks.map((level) => ({ price: level.price, amount: level.amount })),
    bids: book.bids.map((level) => ({ price: level.price, amount: level.amount })),
  };
}

/** The query key of a pair's book as the order form reads it. */
export function pairBookQueryKey(pair: TPairOrientation) {
  return ["exchange", "order-form-book", pairAssetId(pair.base), pairAssetId(pair.counter)] as const;
}
