import { Keypair } from "@stellar/stellar-sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approveKycForTest } from "../../../test/support/kyc-fixtures";
import { createTestDatabase, TEST_DRIVERS, type TestDatabase } from "../../../test/support/test-database";
import { readBankDetails, readKycApproval } from "./kyc-approval";

describe.each(TEST_DRIVERS)("KYC approval contract (%s)", (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  }, 60_000);
  afterAll(async () => database?.destroy());

  it("reads nothing for an account without a profile", async () => {
    const account = Keypair.random().publicKey();
    expect(await readKycApproval(database.db, account)).toBeNull();
    expect(await readBankDetails(database.db, account)).toBeNull();
  });

  it("reads an approved individual with bank details, and a company by its name", async () => {
    const person = Keypair.random().publicKey();
    await approveKycForTest(database.db, person, {
      name: "Amira Hassan",
      country: "ae",
      email: "amira@example.com",
      bank: { bankName: "Emirates Bank", accountNumber: "0123456789", accountTitle: "Amira Hassan" },
    });
    expect(await readKycApproval(database.db, person)).toEqual({
      accountId: person,
      status: "approved",
      approved: true,
      kind: "individual",
      displayName: "Amira Hassan",
      country: "AE",
      email: "amira@example.com",
      phone: "+441234567890",
    });
    expect(await readBankDetails(database.db, person)).toEqual({
      iban: null,
      bankName: "Emirates Bank",
      accountNumber: "0123456789",
      accountTitle: "Amira Hassan",
    });

    const company = Keypair.random().publicKey();
    await approveKycForTest(database.db, company, {
      kind: "company",
      name: "Harbour Trading Ltd",
      country: "GB",
    });
    expect(await readKycApproval(database.db, company)).toMatchObject({
      kind: "company",
      displayName: "Harbour Trading Ltd",
      approved: true,
      country: "GB",
    });
    expect(await readBankDetails(database.db, company)).toBeNull();
  });
});
