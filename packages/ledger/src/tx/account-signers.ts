import type { Account } from "../engine/types";
import type { WeightedSigner } from "./signature-checker";

/** The signers of an account: the master key (if weighted) plus additional signers. */
export function accountSigners(account: Account): WeightedSigner[] {
  const signers: WeightedSigner[] = [];
  if (account.masterWeight > 0) signers.push({ key: account.id, weight: account.masterWeight });
  for (const s of account.signers) signers.push(s);
  return signers;
}

export function thresholdFor(account: Account, level: "low" | "medium" | "high"): number {
  if (level === "low") return account.lowThreshold;
  if (level === "medium") return account.medThreshold;
  return account.highThreshold;
}
