import { parsePairAssetId } from "@sextant/core";
import { Asset } from "@stellar/stellar-sdk";

/** "XLM" for the native asset, else "CODE:ISSUER": how the API names assets in swap and trade-fee records. */
export function assetIdOf(asset: Asset): string {
  return asset.isNative() ? "XLM" : `${asset.getCode()}:${asset.getIssuer()}`;
}

/** The SDK asset of "XLM" / "native" / "CODE:ISSUER"; undefined when the text is not an asset. */
export function parseAssetId(id: string): Asset | undefined {
  const parsed = parsePairAssetId(id.trim());
  if (!parsed) return undefined;
  return parsed.issuer === "" ? Asset.native() : new Asset(parsed.code, parsed.issuer);
}

/** The asset id of Horizon's `asset_type`/`asset_code`/`asset_issuer` record fields (with an optional prefix). */
export function assetIdOfRecord(type: string, code: string | undefined, issuer: string | undefined): string {
  return type === "native" ? "XLM" : `${code ?? ""}:${issuer ?? ""}`;
}
