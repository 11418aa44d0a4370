import {
  EXCLUDED_MARKET_ASSETS,
  pairAssetId,
  sameSwapAsset,
  type TCatalogueAsset,
  type TPairAsset,
} from "@sextant/core";
import { NATIVE_ASSET, type TAccountSnapshot, type TAssetRef } from "../../ledger";

/** An asset the picker offers: the ledger asset with what the lists show of it. */
export interface TSwapAssetOption extends TPairAsset {
  name: string;
  image: string;
}

export const XLM_OPTION: TSwapAssetOption = { code: "XLM", issuer: "", name: "Stellar Lumens", image: "" };

/** The ledger facade's reference of a swap asset (issuer null for XLM). */
export function toAssetRef(asset: TPairAsset): TAssetRef {
  return asset.issuer === "" ? NATIVE_ASSET : { code: asset.code, issuer: asset.issuer };
}

/** A catalogue entry as a picker option; native XLM has an empty issuer. */
export function catalogueOption(asset: TCatalogueAsset): TSwapAssetOption {
  return { code: asset.code, issuer: asset.issuer, name: asset.name, image: asset.image };
}

function describe(asset: TPairAsset, catalogue: readonly TCatalogueAsset[]): TSwapAssetOption {
  const entry = catalogue.find((item) => sameSwapAsset(item, asset));
  return entry ? catalogueOption(entry) : { ...asset, name: asset.code, image: "" };
}

/** 'My Assets': XLM and every trustline of the wallet (pool shares are not swappable assets). */
export function myAssetOptions(
  account: TAccountSnapshot | null,
  catalogue: readonly TCatalogueAsset[],
): TSwapAssetOption[] {
  const options = [describe(XLM_OPTION, catalogue)];
  for (const line of account?.balances ?? []) {
    if (line.asset.issuer === null) continue;
    options.push(describe({ code: line.asset.code, issuer: line.asset.issuer }, catalogue));
  }
  return options;
}

/** 'Our Picks': the catalogue without the spec's excluded assets (§9). */
export function ourPickOptions(catalogue: readonly TCatalogueAsset[]): TSwapAssetOption[] {
  const excluded = new Set<string>(EXCLUDED_MARKET_ASSETS);
  return catalogue.filter((asset) => !excluded.has(asset.code.toUpperCase())).map(catalogueOption);
}

/** Options of several lists without repeats, first seen wins. */
export function uniqueOptions(...lists: readonly TSwapAssetOption[][]): TSwapAssetOption[] {
  const seen = new Set<string>();
  const result: TSwapAssetOption[] = [];
  for (const option of lists.flat()) {
    const key = pairAssetId(option);
    if (seen.has(key)) continue;
    seen.add(key);
    result.push(option);
  }
  return result;
}
