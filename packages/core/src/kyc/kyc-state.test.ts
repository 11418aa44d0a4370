import { describe, expect, it } from "vitest";
import { KYC_MESSAGES } from "./kyc-messages";
import {
  deriveKycState,
  nextKycStep,
  previousKycStep,
  type TKycEvent,
  type TKycFacts,
  type TKycState,
} from "./kyc-state";

const blank: TKycFacts = {
  status: null,
  isEmailVerified: false,
  isPhoneVerified: false,
  hasPhoto: false,
  firstName: "",
  companyName: "",
  hasCompanyDocument: false,
  documentNumber: "",
};
const person: TKycFacts = {
  ...blank,
  isEmailVerified: true,
  isPhoneVerified: true,
  hasPhoto: true,
  firstName: "Ada",
};
const company: TKycFacts = {
  ...blank,
  isEmailVerified: true,
  isPhoneVerified: true,
  companyName: "Acme Ltd",
};

type TRow = [name: string, facts: TKycFacts, event: TKycEvent, status: TStatus, step: number, label: TLabel];
type TStatus = TKycFacts["status"];
type TLabel = string | null;

const draft = "In-complete";
const review = "Under Review";

// Every rule of spec doc 2 §4 'KYC status and wizard step', one row each (and its boundaries).
const rows: TRow[] = [
  ["no status: step 0", blank, "view", null, 0, null],
  ["no status, e-mail verified: step 1", { ...blank, isEmailVerified: true }, "view", null, 1, null],
  ["no status, phone verified: step 1", { ...blank, isPhoneVerified: true }, "view", null, 1, null],
  ["draft without verification: step 1", { ...blank, status: "draft" }, "view", "draft", 1, draft],
  [
    "draft, verified, photo and first name: step 2",
    { ...person, status: "draft" },
    "view",
    "draft",
    2,
    draft,
  ],
  ["draft, verified, company name only: step 2", { ...company, status: "draft" }, "view", "draft", 2, draft],
  [
    "draft, only e-mail verified: step 1",
    { ...person, status: "draft", isPhoneVerified: false },
    "view",
    "draft",
    1,
    draft,
  ],
  [
    "draft, no photo and no company: step 1",
    { ...person, status: "draft", hasPhoto: false },
    "view",
    "draft",
    1,
    draft,
  ],
  [
    "draft, photo but no name: step 1",
    { ...person, status: "draft", firstName: "" },
    "view",
    "draft",
    1,
    draft,
  ],
  ["pending: step 3", { ...person, status: "pending" }, "view", "pending", 3, review],
  ["approved: step 3", { ...person, status: "approved" }, "view", "approved", 3, "Verified"],
  ["rejected: step 3", { ...person, status: "rejected" }, "view", "rejected", 3, "Rejected"],
  [
    "company document: step 3 and 'Under Review' while draft",
    { ...company, status: "draft", hasCompanyDocument: true },
    "view",
    "draft",
    3,
    review,
  ],
  ["company document without status: step 3", { ...blank, hasCompanyDocument: true }, "view", null, 3, null],
  [
    "document saved with a first name: pending",
    { ...person, status: "draft" },
    "saveDocument",
    "pending",
    3,
    review,
  ],
  [
    "document saved with a company name: pending",
    { ...company, status: "draft" },
    "saveDocument",
    "pending",
    3,
    review,
  ],
  [
    "document saved without a name: draft",
    { ...blank, isEmailVerified: true },
    "saveDocument",
    "draft",
    1,
    draft,
  ],
  [
    "document saved without a name, blank name: draft",
    { ...blank, firstName: "  " },
    "saveDocument",
    "draft",
    1,
    draft,
  ],
  [
    "info saved with a document number: pending",
    { ...person, status: "rejected", documentNumber: "P123" },
    "saveInfo",
    "pending",
    3,
    review,
  ],
  [
    "info saved without a document number: draft, step 2",
    { ...person, status: null },
    "saveInfo",
    "draft",
    2,
    draft,
  ],
  [
    "info saved, blank document number: draft",
    { ...person, documentNumber: " " },
    "saveInfo",
    "draft",
    2,
    draft,
  ],
];

// Step 3's message and colour per display, and what a profile without status shows.
const displays: Array<[TStatus, string | null, TKycState["colour"]]> = [
  ["approved", "Your KYC is approved.", "green"],
  ["rejected", "Your Application is rejected due to following reasons.", "red"],
  ["draft", "Your KYC is incomplete.", "accent"],
  ["pending", "Your KYC is Under Review", "accent"],
  [null, null, null],
];

// Only a pending or approved application blocks the info form.
const editBlocks: Array<[TStatus, string | null]> = [
  ["pending", "Already Submitted"],
  ["approved", "Already approved"],
  [null, null],
  ["draft", null],
  ["rejected", null],
];

describe("deriveKycState", () => {
  it.each(rows)("%s", (_name, facts, event, status, step, label) => {
    const state = deriveKycState(facts, event);
    expect({ status: state.status, step: state.step, label: state.label }).toEqual({ status, step, label });
  });

  it.each(displays)("shows status %s with its message and colour", (status, message, colour) => {
    const facts = status === null ? blank : { ...person, status };
    expect(deriveKycState(facts)).toMatchObject({ message, colour });
    if (status === null) expect(deriveKycState(facts).display).toBeNull();
  });

  it.each(editBlocks)("blocks editing while %s: %s", (status, editBlock) => {
    expect(deriveKycState({ ...person, status }).editBlock).toBe(editBlock);
  });
});

describe("wizard navigation", () => {
  it("does nothing on Next when approved", () => {
    expect(nextKycStep(3, { status: "approved", walletHasCoins: true })).toEqual({ step: 3, error: null });
    expect(nextKycStep(1, { status: "approved", walletHasCoins: true })).toEqual({ step: 1, error: null });
  });
  it("leaves step 0 only with coins in the wallet", () => {
    expect(nextKycStep(0, { status: null, walletHasCoins: false })).toEqual({
      step: 0,
      error: KYC_MESSAGES.activateWallet,
    });
    expect(KYC_MESSAGES.activateWallet).toBe("You need to activate your wallet before proceeding.");
    expect(nextKycStep(0, { status: null, walletHasCoins: true })).toEqual({ step: 1, error: null });
  });
  it("moves one step at a time within 0–3", () => {
    expect(nextKycStep(1, { status: "draft", walletHasCoins: false })).toEqual({ step: 2, error: null });
    expect(nextKycStep(3, { status: "rejected", walletHasCoins: true })).toEqual({ step: 3, error: null });
    expect(previousKycStep(2)).toBe(1);
    expect(previousKycStep(0)).toBe(0);
  });
});
