import { isRecord } from "../../lib/local-storage";

export const WALLET_DETAIL_TABS = [
  "About",
  "Send",
  "Receive",
  "Transactions",
  "Deposit",
  "Withdraw",
] as const;
export type TWalletDetailIndex = 0 | 1 | 2 | 3 | 4 | 5;

export interface TDetailAsset {
  code: string | null;
  issuer: string | null;
  anchored: boolean;
}

/** /walletDetailScreen route state: screen index, coin, asset and the `new` flag that disables the tabs. */
export interface TWalletDetailState {
  index: TWalletDetailIndex;
  coin: string | null;
  asset: TDetailAsset;
  isNew: boolean;
}

function text(value: unknown): string | null {
  return typeof value === "string" && value.length > 0 ? value : null;
}

export function parseWalletDetailState(state: unknown): TWalletDetailState {
  const s = isRecord(state) ? state : {};
  const raw = typeof s.index === "number" ? s.index : Number(s.index);
  const index = (Number.isInteger(raw) && raw >= 0 && raw <= 5 ? raw : 0) as TWalletDetailIndex;
  const asset = isRecord(s.asset) ? s.asset : {};
  const coin = text(s.coin) ?? text(asset.code) ?? text(asset.short);
  return {
    index,
    coin,
    asset: {
      code: text(asset.code) ?? text(asset.short) ?? coin,
      issuer: text(asset.issuer),
      anchored: asset.isAssetAnchored === true,
    },
    isNew: s.new === true,
  };
}

/**
 * Whether a wallet detail tab is closed: every tab but About until the asset is trusted; Deposit (4) and Withdraw
 * (5) also while the wallet is locked (unfunded) or low on XLM (spec doc 1 §2, doc 2 §2).
 */
export function detailTabClosed(
  index: number,
  options: { untrusted: boolean; walletStatus: "locked" | "low" | "active" | null },
): boolean {
  if (options.untrusted && index !== 0) return true;
  return index >= 4 && (options.walletStatus === "locked" || options.walletStatus === "low");
}

/** Deposit and Withdraw exist only for non-XLM assets the product anchors. */
export function hasAnchorTabs(state: TWalletDetailState): boolean {
  return state.asset.anchored && state.coin?.toUpperCase() !== "XLM";
}

/** /walletScreen route state: `addWallet: true` after an account deletion. */
export function parseWalletScreenState(state: unknown): { addWallet: boolean } {
  return { addWallet: isRecord(state) && state.addWallet === true };
}

/** The route state that opens /walletDetailScreen on `index` for an asset (issuer null for XLM). */
export function walletDetailState(
  index: TWalletDetailIndex,
  asset: { code: string; issuer: string | null; anchored?: boolean },
  isNew = false,
): Record<string, unknown> {
  return {
    index,
    coin: asset.code,
    asset: { code: asset.code, issuer: asset.issuer ?? "", isAssetAnchored: asset.anchored === true },
    new: isNew,
  };
}
