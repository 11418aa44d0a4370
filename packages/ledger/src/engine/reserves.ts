import { INT64_MAX } from "../constants";
import type { Account, Trustline } from "./types";

/** Minimum native balance: (2 + subentries + sponsoring − sponsored) × base reserve (CAP-33). */
export function minBalance(account: Account, baseReserve: bigint): bigint {
  const count = 2 + account.numSubEntries + (account.numSponsoring ?? 0) - (account.numSponsored ?? 0);
  return BigInt(count) * baseReserve;
}

export function availableNative(account: Account, baseReserve: bigint): bigint {
  return account.balance - minBalance(account, baseReserve) - account.sellingLiabilities;
}

export function maxNativeReceive(account: Account): bigint {
  return INT64_MAX - account.balance - account.buyingLiabilities;
}

export function availableCredit(line: Trustline): bigint {
  return line.balance - line.sellingLiabilities;
}

export function maxCreditReceive(line: Trustline): bigint {
  return line.limit - line.balance - line.buyingLiabilities;
}

/** Whether the account can pay for `count` more subentries out of its available native balance. */
export function canAddSubentries(account: Account, count: number, baseReserve: bigint): boolean {
  return availableNative(account, baseReserve) >= BigInt(count) * baseReserve;
}
