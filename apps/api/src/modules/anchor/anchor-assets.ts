import { fromStroops, type TAnchorChain, type TAnchorFee, toStroops } from "@sextant/core";

/** What the anchor charges and accepts for one asset (spec doc 2 §7 'Fee types'). */
export interface AnchorAssetTerms {
  code: string;
  chains: TAnchorChain[];
  /** Decimals of the token on its chains (USDT: 6 on both). */
  decimals: number;
  deposit: TAnchorFee & { min: string };
  /** A service fee (fixed + percent) plus a blockchain fee for the payout's gas. */
  withdraw: TAnchorFee & { blockchainFee: string; min: string };
}

/**
 * The assets this anchor serves and its fees. USDT is the one backed on both chains; the catalogue's other
 * anchored coins (ETH, TRX, SHIB, KISHU) have no token contract here yet and answer that deposits are unavailable.
 */
export const ANCHOR_ASSETS: AnchorAssetTerms[] = [
  {
    code: "USDT",
    chains: ["ERC20", "TRC20"],
    decimals: 6,
    deposit: { fixed: "0", percent: "0.5", min: "5" },
    withdraw: { fixed: "0.5", percent: "0", blockchainFee: "0.5", min: "10" },
  },
];

export function anchorAssetTerms(code: string): AnchorAssetTerms | undefined {
  return ANCHOR_ASSETS.find((asset) => asset.code === code.toUpperCase());
}

/** The fee of a withdrawal as one fixed + percent rule: service fixed + blockchain fee, service percent. */
export function withdrawFeeRule(terms: AnchorAssetTerms): TAnchorFee {
  const fixed = toStroops(terms.withdraw.fixed) + toStroops(terms.withdraw.blockchainFee);
  return { fixed: fromStroops(fixed), percent: terms.withdraw.percent };
}
