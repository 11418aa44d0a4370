import { pairOrientation } from "@sextant/core";
import { Asset } from "@stellar/stellar-sdk";
import { ISSUED_ASSETS, NATIVE } from "../../catalogue/asset-definitions";
import { MARKET_DEFINITIONS } from "../../market/market-definitions";
import type { OperatorKeys } from "../operator-keys";
import { decimalRatio, divide, type Ratio } from "./ratio";

/**
 * One configured market pair as the demo market trades it. Prices are "pair prices": base units per counter unit
 * (core `pairOrientation`), the way the pair is shown.
 */
export interface DemoPair {
  /** "COUNTER/BASE". */
  label: string;
  base: Asset;
  counter: Asset;
  /** Reference pair price: the counter's reference USD price over the base's. */
  reference: Ratio;
  baseUsd: Ratio;
  counterUsd: Ratio;
}

/** The catalogue's reference USD price text of an asset code (XLM or an operator asset). */
export function referenceUsdText(code: string): string {
  const definition = code === NATIVE.code ? NATIVE : ISSUED_ASSETS.find((asset) => asset.code === code);
  if (!definition) throw new Error(`${code} is not a listed asset`);
  return definition.referenceUsdPrice;
}

/** The reference USD price of an asset code (XLM or an operator asset). */
export function usdPriceOf(code: string): Ratio {
  return decimalRatio(referenceUsdText(code));
}

/** The ledger asset of a code: native XLM or the operator's issued asset. */
export function operatorAsset(keys: OperatorKeys, code: string): Asset {
  return code === NATIVE.code ? Asset.native() : new Asset(code, keys.issuer(code).publicKey());
}

/** Every configured pair (apps/api market definitions) with its ledger assets and reference price. */
export function demoPairs(keys: OperatorKeys): DemoPair[] {
  return MARKET_DEFINITIONS.map((definition) => {
    const issuerOf = (code: string) => (code === NATIVE.code ? "" : keys.issuer(code).publicKey());
    const orientation = pairOrientation({
      marketCoinCode: definition.marketCoinCode,
      marketIssure: issuerOf(definition.marketCoinCode),
      toCoinCode: definition.toCoinCode,
      toIssure: issuerOf(definition.toCoinCode),
    });
    const baseUsd = usdPriceOf(orientation.base.code);
    const counterUsd = usdPriceOf(orientation.counter.code);
    return {
      label: `${orientation.counter.code}/${orientation.base.code}`,
      base: operatorAsset(keys, orientation.base.code),
      counter: operatorAsset(keys, orientation.counter.code),
      reference: divide(counterUsd, baseUsd),
      baseUsd,
      counterUsd,
    };
  });
}

/** The issued asset codes the demo market trades (both sides of every pair, XLM left out). */
export function tradedAssetCodes(): string[] {
  const codes = new Set<string>();
  for (const definition of MARKET_DEFINITIONS) {
    codes.add(definition.marketCoinCode);
    codes.add(definition.toCoinCode);
  }
  codes.delete(NATIVE.code);
  return [...codes];
}
