import type { TPairAsset } from "@sextant/core";
import { Asset } from "@stellar/stellar-sdk";

/** The SDK asset of a pair side (native when the issuer is empty). */
export function sdkAsset(asset: TPairAsset): Asset {
  return asset.issuer === "" ? Asset.native() : new Asset(asset.code, asset.issuer);
}
