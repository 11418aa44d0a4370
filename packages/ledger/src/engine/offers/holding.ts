import { INT64_MAX } from "../../constants";
import { isAuthorized, isAuthorizedToMaintain } from "../balances";
import { availableNative, maxNativeReceive } from "../reserves";
import type { Account, Asset, Trustline } from "../types";

/**
 * How an account holds one asset: natively, as the asset's issuer (unlimited, no trustline, no liabilities),
 * or through a trustline. Mirrors core's account / trustline / issuer wrappers.
 */
export type Holding =
  | { kind: "native"; account: Account }
  | { kind: "issuer"; account: Account }
  | { kind: "line"; account: Account; line: Trustline };

/** The holding of `asset` by `account`, or undefined when a needed trustline is missing. */
export function holdingOf(account: Account, asset: Asset): Holding | undefined {
  if (asset.type === "native") return { kind: "native", account };
  if (asset.issuer === account.id) return { kind: "issuer", account };
  const line = account.trustlines.get(`${asset.code}:${asset.issuer}`);
  return line ? { kind: "line", account, line } : undefined;
}

export function holdingAuthorized(h: Holding): boolean {
  return h.kind !== "line" || isAuthorized(h.line);
}

export function holdingBalance(h: Holding): bigint {
  if (h.kind === "native") return h.account.balance;
  return h.kind === "issuer" ? INT64_MAX : h.line.balance;
}

/** Available to send (may be negative for native after a reserve rise). */
export function availableBalance(h: Holding, baseReserve: bigint): bigint {
  if (h.kind === "native") return availableNative(h.account, baseReserve);
  if (h.kind === "issuer") return INT64_MAX;
  return h.line.balance - h.line.sellingLiabilities;
}

/** Room left to receive (0 on a trustline not authorized to maintain liabilities). */
export function availableLimit(h: Holding): bigint {
  if (h.kind === "native") return maxNativeReceive(h.account);
  if (h.kind === "issuer") return INT64_MAX;
  if (!isAuthorizedToMaintain(h.line)) return 0n;
  return h.line.limit - h.line.balance - h.line.buyingLiabilities;
}

const atLeastZero = (v: bigint): bigint => (v > 0n ? v : 0n);

export function canSellAtMost(h: Holding | undefined, baseReserve: bigint): bigint {
  if (!h) return 0n;
  if (h.kind === "line" && !isAuthorizedToMaintain(h.line)) return 0n;
  return atLeastZero(availableBalance(h, baseReserve));
}

export function canBuyAtMost(h: Holding | undefined): bigint {
  return h ? atLeastZero(availableLimit(h)) : 0n;
}

/** Adds `delta` to the balance (issuers mint and burn without a balance). */
export function addBalance(h: Holding, delta: bigint, ledgerSeq: number): void {
  h.account.lastModifiedLedger = ledgerSeq;
  if (h.kind === "native") h.account.balance += delta;
  else if (h.kind === "line") {
    h.line.balance += delta;
    h.line.lastModifiedLedger = ledgerSeq;
  }
}

export function addSellingLiabilities(h: Holding, delta: bigint): void {
  if (h.kind === "native") h.account.sellingLiabilities += delta;
  else if (h.kind === "line") h.line.sellingLiabilities += delta;
}

export function addBuyingLiabilities(h: Holding, delta: bigint): void {
  if (h.kind === "native") h.account.buyingLiabilities += delta;
  else if (h.kind === "line") h.line.buyingLiabilities += delta;
}
