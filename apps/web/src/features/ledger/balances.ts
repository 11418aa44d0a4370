import { LOW_XLM_THRESHOLD, toStroops } from "@sextant/core";

/** An asset on the ledger; `issuer` null is native XLM. */
export interface TAssetRef {
  code: string;
  issuer: string | null;
}

export const NATIVE_ASSET: TAssetRef = { code: "XLM", issuer: null };

export function isNative(asset: TAssetRef): boolean {
  return asset.issuer === null;
}

/** SEP-11 style key: "XLM" or "CODE:ISSUER". */
export function assetKey(asset: TAssetRef): string {
  return asset.issuer === null ? "XLM" : `${asset.code}:${asset.issuer}`;
}

export function sameAsset(a: TAssetRef, b: TAssetRef): boolean {
  return a.code === b.code && a.issuer === b.issuer;
}

export interface TAccountBalance {
  asset: TAssetRef;
  balance: bigint;
  sellingLiabilities: bigint;
  buyingLiabilities: bigint;
}

/** What the wallet needs of an account record, amounts in stroops. */
export interface TAccountSnapshot {
  id: string;
  sequence: string;
  subentryCount: number;
  numSponsoring: number;
  numSponsored: number;
  homeDomain: string | null;
  balances: TAccountBalance[];
  /** Data entries, values base64 as Horizon gives them. */
  data: Record<string, string>;
}

/** The fields of a Horizon account record (REST or stream) that are read. */
export interface THorizonAccountRecord {
  id?: string;
  account_id: string;
  sequence: string;
  subentry_count: number;
  num_sponsoring?: number;
  num_sponsored?: number;
  home_domain?: string;
  balances: ReadonlyArray<{
    asset_type: string;
    asset_code?: string;
    asset_issuer?: string;
    balance: string;
    selling_liabilities?: string;
    buying_liabilities?: string;
  }>;
  data?: Record<string, string>;
  data_attr?: Record<string, string>;
}

function stroops(value: string | undefined): bigint {
  try {
    return value ? toStroops(value) : 0n;
  } catch {
    return 0n;
  }
}

export function parseAccount(record: THorizonAccountRecord): TAccountSnapshot {
  const balances: TAccountBalance[] = [];
  for (const line of record.balances) {
    if (line.asset_type === "liquidity_pool_shares") continue;
    const asset: TAssetRef =
      line.asset_type === "native"
        ? NATIVE_ASSET
        : { code: line.asset_code ?? "", issuer: line.asset_issuer ?? "" };
    balances.push({
      asset,
      balance: stroops(line.balance),
      sellingLiabilities: stroops(line.selling_liabilities),
      buyingLiabilities: stroops(line.buying_liabilities),
    });
  }
  // XLM first in the wallet's own order (Horizon lists it last).
  balances.sort((a, b) => Number(isNative(b.asset)) - Number(isNative(a.asset)));
  return {
    id: record.account_id,
    sequence: record.sequence,
    subentryCount: record.subentry_count,
    numSponsoring: record.num_sponsoring ?? 0,
    numSponsored: record.num_sponsored ?? 0,
    homeDomain: record.home_domain ? record.home_domain : null,
    balances,
    data: record.data_attr ?? record.data ?? {},
  };
}

export const BASE_RESERVE = toStroops("0.5");

/** The XLM an account must keep: (2 + subentries + sponsoring − sponsored) × 0.5 XLM. */
export function minimumBalance(account: TAccountSnapshot): bigint {
  const entries = 2 + account.subentryCount + account.numSponsoring - account.numSponsored;
  return BigInt(Math.max(0, entries)) * BASE_RESERVE;
}

export function findBalance(account: TAccountSnapshot | null, asset: TAssetRef): TAccountBalance | undefined {
  return account?.balances.find((line) => sameAsset(line.asset, asset));
}

export function holdsAsset(account: TAccountSnapshot | null, asset: TAssetRef): boolean {
  return isNative(asset) ? account !== null : findBalance(account, asset) !== undefined;
}

/**
 * Spendable balance: balance − selling liabilities, and for XLM also the reserve share. Never below zero.
 */
export function availableBalance(account: TAccountSnapshot | null, asset: TAssetRef): bigint {
  const line = findBalance(account, asset);
  if (!account || !line) return 0n;
  const reserve = isNative(asset) ? minimumBalance(account) : 0n;
  const spendable = line.balance - line.sellingLiabilities - reserve;
  return spendable > 0n ? spendable : 0n;
}

/** locked: the account doesn't exist yet (needs the 5 XLM activation); low: spendable XLM below 1.5. */
export type TWalletStatus = "locked" | "low" | "active";

export function walletStatus(account: TAccountSnapshot | null): TWalletStatus {
  if (!account) return "locked";
  return availableBalance(account, NATIVE_ASSET) < toStroops(LOW_XLM_THRESHOLD) ? "low" : "active";
}
