import { KYC_MESSAGES } from "./kyc-messages";
import {
  KYC_STATUS_COLOURS,
  KYC_STATUS_LABELS,
  KYC_STATUS_MESSAGES,
  type TKycDisplay,
  type TKycStatus,
  type TKycStep,
} from "./kyc-status";

/** What the wizard's rules look at (spec doc 2 §4 'KYC status and wizard step'), after any save applied. */
export interface TKycFacts {
  /** null: the profile has not been saved yet (no status). */
  status: TKycStatus | null;
  isEmailVerified: boolean;
  isPhoneVerified: boolean;
  /** The profile photo (an individual's). */
  hasPhoto: boolean;
  firstName: string;
  companyName: string;
  /** The profile's company document (a company's submitted documents). */
  hasCompanyDocument: boolean;
  /** The saved document's number, "" when none. */
  documentNumber: string;
}

/** What just happened: only a look, or the info form (step 1) or documents (step 2) saved. */
export type TKycEvent = "view" | "saveInfo" | "saveDocument";

export interface TKycState {
  status: TKycStatus | null;
  step: TKycStep;
  /** Which label, message and colour step 3 shows; null before any status. */
  display: TKycDisplay | null;
  label: string | null;
  message: string | null;
  colour: "green" | "red" | "accent" | null;
  /** Why the info form may not be edited ('Already Submitted' / 'Already approved'), or null. */
  editBlock: string | null;
}

/**
 * The one derivation of the wizard (spec doc 2 §4): the status after `event`, then the step shown and the status
 * display, from the profile's facts. Both the API (to store the status) and the wizard (to pick the step) use it.
 *
 * - saving a document: pending when a name or company name is present, else draft;
 * - saving the info form: pending when a document number exists, else draft;
 * - step 3: pending, approved, rejected, or a company document present;
 * - step 2: draft with e-mail and phone verified, a photo or company name, and a first name or company name;
 * - step 1: draft, or either e-mail or phone verified;
 * - step 0: no status;
 * - a draft with a company document shows 'Under Review'.
 */
export function deriveKycState(facts: TKycFacts, event: TKycEvent = "view"): TKycState {
  const named = facts.firstName.trim() !== "" || facts.companyName.trim() !== "";
  let status = facts.status;
  if (event === "saveDocument") status = named ? "pending" : "draft";
  if (event === "saveInfo") status = facts.documentNumber.trim() !== "" ? "pending" : "draft";

  const company = facts.companyName.trim() !== "";
  let step: TKycStep = 0;
  if (status === "pending" || status === "approved" || status === "rejected" || facts.hasCompanyDocument) {
    step = 3;
  } else if (
    status === "draft" &&
    facts.isEmailVerified &&
    facts.isPhoneVerified &&
    (facts.hasPhoto || company) &&
    named
  ) {
    step = 2;
  } else if (status === "draft" || facts.isEmailVerified || facts.isPhoneVerified) {
    step = 1;
  }

  const display: TKycDisplay | null =
    status === null ? null : status === "draft" && facts.hasCompanyDocument ? "pending" : status;
  return {
    status,
    step,
    display,
    label: display ? KYC_STATUS_LABELS[display] : null,
    message: display ? KYC_STATUS_MESSAGES[display] : null,
    colour: display ? KYC_STATUS_COLOURS[display] : null,
    editBlock:
      status === "pending"
        ? KYC_MESSAGES.alreadySubmitted
        : status === "approved"
          ? KYC_MESSAGES.alreadyApproved
          : null,
  };
}

/**
 * The wizard's Next (spec doc 2 §4): nothing when approved; from step 0 only with coins in the wallet, else the
 * activation message; otherwise one step on, at most 3.
 */
export function nextKycStep(
  step: TKycStep,
  context: { status: TKycStatus | null; walletHasCoins: boolean },
): { step: TKycStep; error: string | null } {
  if (context.status === "approved") return { step, error: null };
  if (step === 0 && !context.walletHasCoins) return { step, error: KYC_MESSAGES.activateWallet };
  return { step: Math.min(3, step + 1) as TKycStep, error: null };
}

/** The wizard's Back: one step back, at least 0. */
export function previousKycStep(step: TKycStep): TKycStep {
  return Math.max(0, step - 1) as TKycStep;
}
