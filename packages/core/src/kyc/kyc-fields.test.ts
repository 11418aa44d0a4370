import { describe, expect, it } from "vitest";
import {
  ZAddOrUpdateBankAccountRequest,
  ZSendEmailCodeRequest,
  ZSendSmsCodeRequest,
  ZVerifyCodeRequest,
} from "../contracts/kyc";
import { documentDateOrDefault, isIsoDate, isOldEnough, truncateProfileName } from "./kyc-dates";
import {
  checkKycDocument,
  checkKycInfo,
  type TKycDocumentFields,
  ZKycDocumentFields,
  ZKycInfoFields,
} from "./kyc-fields";
import { KYC_MAX_LENGTHS } from "./kyc-limits";

const now = new Date("2026-06-15T12:00:00Z");
const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? null : result.error?.issues[0]?.message;

const person = ZKycInfoFields.parse({
  account_id: "G",
  email_address: "ada@example.com",
  mobile_number: "+44 7700 900123",
  address_country_code: "GB",
  state_or_province: "London",
  city: "London",
  postal_code: "N1 9GU",
  address: "1 Example Street",
  first_name: "Ada",
  last_name: "Lovelace",
  birth_date: "1990-12-10",
});
const verified = { now, hasPhoto: true, verifiedEmail: "ada@example.com", verifiedPhone: "+447700900123" };

describe("KYC info form", () => {
  it("accepts a complete individual with verified contacts", () => {
    expect(checkKycInfo(person, verified)).toEqual([]);
  });

  it("names every missing common and individual field with the spec's message", () => {
    const empty = ZKycInfoFields.parse({ account_id: "G" });
    expect(checkKycInfo(empty, { ...verified, hasPhoto: false }).map((e) => e.message)).toEqual([
      "Email field is required.",
      "Phone field is required.",
      "Country Code field is required.",
      "Postal Code field is required.",
      "City field is required.",
      "Address field is required.",
      "State field is required.",
      "First name is required.",
      "Last name is required.",
      "Profile image is required.",
    ]);
  });

  it("asks a company for its name and website instead", () => {
    const company = ZKycInfoFields.parse({ ...person, isCompanyKyc: "true", first_name: "", last_name: "" });
    expect(checkKycInfo(company, { ...verified, hasPhoto: false }).map((e) => e.message)).toEqual([
      "Company name is required.",
      "Company website is required.",
    ]);
  });

  it("refuses anyone younger than 15 on the day", () => {
    const young = { ...person, birth_date: "2011-06-16" };
    expect(checkKycInfo(young, verified).map((e) => e.message)).toEqual(["You can't be younger than 15."]);
    expect(checkKycInfo({ ...person, birth_date: "2011-06-15" }, verified)).toEqual([]);
    expect(isOldEnough("2011-06-15", now)).toBe(true);
    expect(isOldEnough("2011-06-16", now)).toBe(false);
  });

  it("needs the e-mail and phone verified before saving", () => {
    expect(
      checkKycInfo(person, { ...verified, verifiedEmail: null, verifiedPhone: "+449999" }).map(
        (e) => e.message,
      ),
    ).toEqual(["Please verify your email address first.", "Please verify your phone number first."]);
  });

  it("holds every field to the spec's maximum length", () => {
    const cases: Array<[string, number, string]> = [
      ["first_name", KYC_MAX_LENGTHS.firstName, "First name"],
      ["last_name", KYC_MAX_LENGTHS.lastName, "Last name"],
      ["additional_name", KYC_MAX_LENGTHS.otherName, "Other name"],
      ["companyName", KYC_MAX_LENGTHS.companyName, "Company name"],
      ["businessName", KYC_MAX_LENGTHS.businessName, "Business name"],
      ["companyWebsite", KYC_MAX_LENGTHS.website, "Company website"],
      ["email_address", KYC_MAX_LENGTHS.email, "Email"],
      ["address", KYC_MAX_LENGTHS.address, "Address"],
      ["postal_code", KYC_MAX_LENGTHS.postalCode, "Postal code"],
      ["state_or_province", KYC_MAX_LENGTHS.state, "State"],
      ["city", KYC_MAX_LENGTHS.city, "City"],
    ];
    expect(cases.map(([, max]) => max)).toEqual([30, 30, 50, 70, 80, 100, 100, 150, 17, 50, 50]);
    for (const [field, max, label] of cases) {
      expect(ZKycInfoFields.safeParse({ ...person, [field]: "a".repeat(max) }).success).toBe(true);
      expect(firstMessage(ZKycInfoFields.safeParse({ ...person, [field]: "a".repeat(max + 1) }))).toBe(
        `${label} can't be more than ${max} characters.`,
      );
    }
    expect(firstMessage(ZKycDocumentFields.safeParse({ realName: "a".repeat(51) }))).toBe(
      "Name can't be more than 50 characters.",
    );
    expect(ZKycInfoFields.safeParse({ ...person, city: "a\u0000b" }).success).toBe(false);
  });
});

describe("KYC document step", () => {
  const individual = ZKycDocumentFields.parse({
    id_type: "Passport",
    id_country_code: "GB",
    id_issue_date: "2020-01-01",
    id_expiration_date: "2030-01-01",
    id_number: "P1",
    realName: "Ada Lovelace",
    photo_id_front: "a.png",
    photo_id_back: "b.png",
    proofImage: "c.png",
  });
  it("accepts a complete individual document", () => {
    expect(checkKycDocument(individual, false)).toEqual([]);
  });
  it("names each missing individual field", () => {
    expect(checkKycDocument(ZKycDocumentFields.parse({}), false).map((e) => e.message)).toEqual([
      "Name field is required.",
      "Please select a country",
      "Number field is required.",
      "Front side image of document is required.",
      "Back side image of document is required.",
      "Verification image is required.",
    ]);
  });
  it("names each missing company field", () => {
    const base: TKycDocumentFields = {
      ...ZKycDocumentFields.parse({}),
      realName: "Owner",
      id_country_code: "GB",
      id_number: "1",
    };
    expect(checkKycDocument(base, true).map((e) => e.message)).toEqual([
      "Registration date is required.",
      "Company document is required.",
      "This field is required",
    ]);
  });
  it("needs the issue date before the expiry date", () => {
    expect(
      checkKycDocument({ ...individual, id_expiration_date: "2020-01-01" }, false).map((e) => e.message),
    ).toEqual(["Issue date must be before the expiry date."]);
    expect(checkKycDocument({ ...individual, id_issue_date: "2020-02-30" }, false)[0]?.message).toBe(
      "Please enter a valid date.",
    );
  });
  it("reads missing and 0000-00-00 dates as 2015-03-25", () => {
    expect(documentDateOrDefault("")).toBe("2015-03-25");
    expect(documentDateOrDefault("0000-00-00")).toBe("2015-03-25");
    expect(documentDateOrDefault("2021-04-05")).toBe("2021-04-05");
    expect(isIsoDate("2024-02-29")).toBe(true);
    expect(isIsoDate("2023-02-29")).toBe(false);
  });
});

describe("codes, bank form and names", () => {
  it("checks the address a code goes to with the spec's messages", () => {
    expect(firstMessage(ZSendEmailCodeRequest.safeParse({ to: "" }))).toBe("Email field is required");
    expect(firstMessage(ZSendEmailCodeRequest.safeParse({ to: "ada.example.com" }))).toBe(
      "Email is not valid",
    );
    expect(ZSendEmailCodeRequest.safeParse({ to: "ada@example.com" }).success).toBe(true);
    expect(firstMessage(ZSendSmsCodeRequest.safeParse({ to: "" }))).toBe("Phone field is required");
    expect(ZSendSmsCodeRequest.safeParse({ to: "+44 7700 900123" }).success).toBe(true);
  });
  it("takes exactly 4 digits as a code, else 'Please fill all fields.'", () => {
    expect(ZVerifyCodeRequest.safeParse({ code: "1234" }).success).toBe(true);
    for (const code of ["123", "12345", "12a4", ""]) {
      expect(firstMessage(ZVerifyCodeRequest.safeParse({ code }))).toBe("Please fill all fields.");
    }
  });
  it("requires bank name, number and title, IBAN optional, within their lengths", () => {
    const bank = { bankName: "Barclays", accountNumber: "12345678", accountTitle: "Ada Lovelace" };
    expect(ZAddOrUpdateBankAccountRequest.safeParse(bank).success).toBe(true);
    for (const field of ["bankName", "accountNumber", "accountTitle"]) {
      expect(firstMessage(ZAddOrUpdateBankAccountRequest.safeParse({ ...bank, [field]: "" }))).toBe(
        "This field is required",
      );
    }
    expect(ZAddOrUpdateBankAccountRequest.safeParse({ ...bank, bankName: "b".repeat(51) }).success).toBe(
      false,
    );
    expect(ZAddOrUpdateBankAccountRequest.safeParse({ ...bank, accountNumber: "1".repeat(36) }).success).toBe(
      false,
    );
    expect(ZAddOrUpdateBankAccountRequest.safeParse({ ...bank, accountTitle: "t".repeat(51) }).success).toBe(
      false,
    );
  });
  it("cuts profile names to 20 characters, a company's to 22", () => {
    expect(truncateProfileName("Maximilian Alexander Fitzgerald", false)).toBe("Maximilian Alexander");
    expect(truncateProfileName("Harbour Lane Trading Limited", true)).toBe("Harbour Lane Trading L");
    expect(truncateProfileName("Ada", false)).toBe("Ada");
  });
});
