import { assetKey } from "./assets";
import type { Account, CreditAsset, Trustline } from "./types";
import { TRUSTLINE_FLAGS } from "./types";

export function findTrustline(account: Account, asset: CreditAsset): Trustline | undefined {
  return account.trustlines.get(assetKey(asset));
}

export function isAuthorized(line: Trustline): boolean {
  return (line.flags & TRUSTLINE_FLAGS.authorized) !== 0;
}

export function isAuthorizedToMaintain(line: Trustline): boolean {
  return (line.flags & (TRUSTLINE_FLAGS.authorized | TRUSTLINE_FLAGS.authorizedToMaintainLiabilities)) !== 0;
}
