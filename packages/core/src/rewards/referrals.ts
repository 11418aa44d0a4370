import { percentOfStroops, percentToUnits } from "./zakat";

/** Spec doc 2 §9: referral levels shown are below 4 — a referrer's referrer is level 2, and so on up to 3. */
export const MAX_REFERRAL_LEVEL = 3;
/** Default shares of an operator fee paid to the referrers of the payer, level 1 first (percent of the fee). */
export const DEFAULT_REFERRAL_SHARES = ["20", "10", "5"] as const;

/** A referral code: 8 characters of an alphabet without look-alikes (no 0/O, 1/I/L). */
export const REFERRAL_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const REFERRAL_CODE_LENGTH = 8;
const CODE = new RegExp(`^[${REFERRAL_CODE_ALPHABET}]{${REFERRAL_CODE_LENGTH}}$`);

export function isReferralCode(value: string): boolean {
  return CODE.test(value);
}

/** A referral code from random bytes (one byte per character; the modulo bias of 256 % 31 is irrelevant here). */
export function referralCodeFrom(bytes: Uint8Array): string {
  if (bytes.length < REFERRAL_CODE_LENGTH)
    throw new RangeError("Not enough random bytes for a referral code");
  let code = "";
  for (let index = 0; index < REFERRAL_CODE_LENGTH; index++) {
    code += REFERRAL_CODE_ALPHABET[(bytes[index] ?? 0) % REFERRAL_CODE_ALPHABET.length];
  }
  return code;
}

/** The query parameter of the share link to /register that fills 'Refer By A Friend?'. */
export const REFERRAL_LINK_PARAM = "ref";

export interface TReferrerLevel {
  level: number;
  account: string;
}

/**
 * Who is rewarded for `account`'s fees: its referrer (level 1), that one's referrer (level 2), … up to
 * `maxLevel`. A loop in the links (A referred B, B referred A) or an account referring itself ends the chain.
 */
export function referrerChain(
  account: string,
  referrerOf: (account: string) => string | undefined,
  maxLevel = MAX_REFERRAL_LEVEL,
): TReferrerLevel[] {
  const chain: TReferrerLevel[] = [];
  const seen = new Set([account]);
  let current = account;
  for (let level = 1; level <= maxLevel; level++) {
    const referrer = referrerOf(current);
    if (!referrer || seen.has(referrer)) break;
    chain.push({ level, account: referrer });
    seen.add(referrer);
    current = referrer;
  }
  return chain;
}

/**
 * Everyone below `root` by level: the accounts it referred (level 1), the ones they referred (level 2), … up to
 * `maxLevel`; each account once, at its nearest level.
 */
export function referredTree(
  root: string,
  referredBy: (account: string) => readonly string[],
  maxLevel = MAX_REFERRAL_LEVEL,
): TReferrerLevel[] {
  const found: TReferrerLevel[] = [];
  const seen = new Set([root]);
  let frontier = [root];
  for (let level = 1; level <= maxLevel && frontier.length > 0; level++) {
    const next: string[] = [];
    for (const parent of frontier) {
      for (const child of referredBy(parent)) {
        if (seen.has(child)) continue;
        seen.add(child);
        found.push({ level, account: child });
        next.push(child);
      }
    }
    frontier = next;
  }
  return found;
}

/** A referrer's share of a fee, in stroops, rounded down (the operator never pays out more than the share). */
export function referralShare(feeStroops: bigint, sharePercent: string): bigint {
  return percentOfStroops(feeStroops, sharePercent);
}

/** Checks the admin's shares: each a percentage with ≤ 4 decimals, together at most 100 %. Null when valid. */
export function referralSharesError(shares: readonly string[]): string | null {
  if (shares.length !== MAX_REFERRAL_LEVEL)
    return `Give one share for each of the ${MAX_REFERRAL_LEVEL} levels.`;
  let total = 0n;
  for (const share of shares) {
    const units = percentToUnits(share);
    if (units === null) return "Each share must be a percentage from 0 to 100 with at most 4 decimals.";
    total += units;
  }
  return total <= 1_000_000n ? null : "The shares together must not exceed 100 %.";
}

/** Spec doc 2 §9: referral e-mails are masked — "alice@example.com" → "a***e@example.com". */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return "***";
  const name = email.slice(0, at);
  const domain = email.slice(at + 1);
  const shown = name.length <= 2 ? `${name[0]}***` : `${name[0]}***${name[name.length - 1]}`;
  return `${shown}@${domain}`;
}

/** A referral reward's payout: pending → submitting (signed envelope stored) → paid; or back, or failed. */
export const PayoutStatus = {
  Pending: "pending",
  Submitting: "submitting",
  Paid: "paid",
  Failed: "failed",
} as const;
export type TPayoutStatus = (typeof PayoutStatus)[keyof typeof PayoutStatus];

export type TPayoutEvent =
  /** The payment was signed and its envelope stored: it may now be submitted (and resubmitted as it is). */
  | "signed"
  /** The ledger shows the payment applied. */
  | "confirmed"
  /** The ledger can never apply the stored envelope (rejected, or its time bound passed unapplied). */
  | "expired"
  /** The ledger refuses the payment for good (e.g. the referrer does not trust the asset). */
  | "refused"
  /** An administrator asks for another attempt. */
  | "retry";

const PAYOUT_TRANSITIONS: Record<TPayoutStatus, Partial<Record<TPayoutEvent, TPayoutStatus>>> = {
  pending: { signed: PayoutStatus.Submitting },
  submitting: {
    confirmed: PayoutStatus.Paid,
    expired: PayoutStatus.Pending,
    refused: PayoutStatus.Failed,
  },
  paid: {},
  failed: { retry: PayoutStatus.Pending },
};

/** The payout state machine; null when the event does not apply to the status. */
export function nextPayoutStatus(status: TPayoutStatus, event: TPayoutEvent): TPayoutStatus | null {
  return PAYOUT_TRANSITIONS[status][event] ?? null;
}
