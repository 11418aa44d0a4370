import { boolean, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

// Tables of the kyc module (re-exported by schema.ts): spec doc 2 §3 'User profile (KYC)', 'KYC document',
// 'KYC info form', 'P2P bank account'. Written by hand together with drizzle/0005_kyc.sql.

/**
 * One KYC profile per account. `status` is null until the info form or documents are first saved (step 0);
 * then draft → pending → approved | rejected, changed only by conditional updates (`WHERE status = …`).
 * File columns hold stored upload names (`files.name`), never the uploader's names.
 */
export const kycProfiles = pgTable(
  "kyc_profiles",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    accountId: text("account_id").notNull(),
    status: text("status"),
    isCompanyKyc: boolean("is_company_kyc").notNull().default(false),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    otherName: text("other_name").notNull().default(""),
    companyName: text("company_name").notNull().default(""),
    companyWebsite: text("company_website").notNull().default(""),
    businessName: text("business_name").notNull().default(""),
    email: text("email").notNull().default(""),
    phone: text("phone").notNull().default(""),
    countryCode: text("country_code").notNull().default(""),
    countryDial: text("country_dial").notNull().default(""),
    state: text("state").notNull().default(""),
    city: text("city").notNull().default(""),
    postalCode: text("postal_code").notNull().default(""),
    address: text("address").notNull().default(""),
    /** YYYY-MM-DD, or "" until given. */
    dob: text("dob").notNull().default(""),
    /** The profile photo's stored file name. */
    photo: text("photo").notNull().default(""),
    /** The reviewer's reason of the last rejection, shown to the applicant. */
    adminNotes: text("admin_notes").notNull().default(""),
    /** A company's submitted company document (file name); "" for individuals and until submitted. */
    companyDocument: text("company_document").notNull().default(""),
    isEmailVerified: boolean("is_email_verified").notNull().default(false),
    isPhoneVerified: boolean("is_phone_verified").notNull().default(false),
    rating: numeric("rating", { precision: 3, scale: 2 }).notNull().default("0"),
    reviews: integer("reviews").notNull().default(0),
    /** Shown to the applicant to write on the verification image; generated once. */
    proofCode: text("proof_code").notNull(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("kyc_profiles_account").on(t.accountId),
    index("kyc_profiles_status").on(t.status, t.submittedAt),
  ],
);

/** The identity document of a profile (one per account; a new submission replaces it). */
export const kycDocuments = pgTable("kyc_documents", {
  accountId: text("account_id").primaryKey(),
  /** National ID, Driving License or Passport. */
  docType: text("doc_type").notNull().default("National ID"),
  country: text("country").notNull().default(""),
  issueDate: text("issue_date").notNull().default(""),
  expDate: text("exp_date").notNull().default(""),
  realName: text("real_name").notNull().default(""),
  number: text("number").notNull().default(""),
  frontUrl: text("front_url").notNull().default(""),
  backUrl: text("back_url").notNull().default(""),
  proofImage: text("proof_image").notNull().default(""),
  proofCode: text("proof_code").notNull().default(""),
  companyDocument: text("company_document").notNull().default(""),
  companyDocWithName: text("company_doc_with_name").notNull().default(""),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One-time codes for the e-mail and phone of a profile: one live code per account and channel, stored as an
 * HMAC of the code, expiring, with a count of wrong tries. `sent_at` enforces the 60 s 'Send Again'.
 */
export const kycCodes = pgTable(
  "kyc_codes",
  {
    accountId: text("account_id").notNull(),
    /** "email" or "sms". */
    channel: text("channel").notNull(),
    /** The address or number the code was sent to; verifying it makes it the profile's. */
    target: text("target").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("kyc_codes_account_channel").on(t.accountId, t.channel)],
);

/** Every reviewer's decision on an application: who, what, why, when. */
export const kycReviews = pgTable(
  "kyc_reviews",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    accountId: text("account_id").notNull(),
    adminAccount: text("admin_account").notNull(),
    /** "approved" or "rejected". */
    decision: text("decision").notNull(),
    notes: text("notes").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("kyc_reviews_account").on(t.accountId, t.id)],
);

/** The personal P2P bank account of the profile area (spec doc 2 §3 'P2P bank account'). */
export const profileBankAccounts = pgTable("profile_bank_accounts", {
  accountId: text("account_id").primaryKey(),
  iban: text("iban"),
  bankName: text("bank_name").notNull(),
  accountNumber: text("account_number").notNull(),
  accountTitle: text("account_title").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
