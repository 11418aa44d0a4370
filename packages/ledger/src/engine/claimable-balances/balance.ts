import type { xdr } from "@stellar/stellar-sdk";
import type { Asset } from "../types";

/** A claim predicate as stored: XDR wire shape, relative bounds already made absolute. */
export type TPredicate = xdr.ClaimPredicateWire;

export interface TClaimant {
  destination: string;
  predicate: TPredicate;
}

/** A claimable balance entry (CAP-23). Plain data, so snapshots can serialize it. */
export interface ClaimableBalance {
  /** Horizon's hex form: the XDR `ClaimableBalanceID` (type `00000000` + hash). */
  id: string;
  asset: Asset;
  amount: bigint;
  claimants: TClaimant[];
  /** The account carrying one base reserve per claimant. */
  sponsor: string;
  /** Copied from the creator's trustline (or issuer account) at creation; lets the issuer claw it back. */
  clawbackEnabled: boolean;
  lastModifiedLedger: number;
}

export function cloneBalance(b: ClaimableBalance): ClaimableBalance {
  return { ...b, claimants: b.claimants.map((c) => ({ ...c })) };
}
