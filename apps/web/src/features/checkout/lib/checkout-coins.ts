import {
  amountInCoin,
  CHECKOUT_DEFAULT_COIN,
  fromStroops,
  type TCatalogueAsset,
  type TCheckoutOrder,
  toStroops,
} from "@sextant/core";

/** The asset id the API uses: `XLM` or `CODE:ISSUER`. */
export const assetIdOf = (asset: Pick<TCatalogueAsset, "code" | "issuer">): string =>
  asset.issuer ? `${asset.code}:${asset.issuer}` : "XLM";

/**
 * The coins a customer may pay with: the catalogue without manualIssued assets (spec doc 1 §2), and without coins
 * whose price the API does not trust (docs/prices.md: a payment in one would count nothing). The order's own
 * asset needs no price; when its price is not trusted, no other coin can be converted to it.
 */
export function payableCoins(assets: TCatalogueAsset[], orderAsset?: string): TCatalogueAsset[] {
  const own = assets.find((asset) => assetIdOf(asset) === orderAsset);
  const convertible = own?.priceTrusted !== false;
  return assets.filter(
    (asset) =>
      !asset.manualIssued &&
      (assetIdOf(asset) === orderAsset || (convertible && asset.priceTrusted !== false)),
  );
}

/** The coin chosen first: the order's own asset when listed, else USDT (spec §9), else the first. */
export function defaultCoin(order: TCheckoutOrder, coins: TCatalogueAsset[]): TCatalogueAsset | undefined {
  return (
    coins.find((coin) => assetIdOf(coin) === order.asset) ??
    coins.find((coin) => coin.code === CHECKOUT_DEFAULT_COIN) ??
    coins[0]
  );
}

/** What the order costs in `coin`: exact in its own asset, converted at the current rates otherwise. */
export function amountToPay(
  order: TCheckoutOrder,
  coin: TCatalogueAsset,
  assets: TCatalogueAsset[],
): string | null {
  if (assetIdOf(coin) === order.asset) return order.totalAmount;
  const orderAsset = assets.find((asset) => assetIdOf(asset) === order.asset);
  if (!orderAsset || !(orderAsset.currentRate > 0) || !(coin.currentRate > 0)) return null;
  const stroops = amountInCoin({
    due: toStroops(order.totalAmount),
    coinUsd: coin.currentRate,
    orderAssetUsd: orderAsset.currentRate,
  });
  return fromStroops(stroops);
}

/** The payment methods an order offers by its paymentType (spec doc 1 §3). */
export function paymentMethods(order: TCheckoutOrder): Array<"instant" | "escrow"> {
  if (order.paymentType === "both") return ["instant", "escrow"];
  return [order.paymentType];
}
