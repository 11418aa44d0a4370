import { Keypair } from "@stellar/stellar-sdk";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/support/test-app";
import { TEST_DRIVERS } from "../../../test/support/test-database";
import { registeredAccounts } from "../../db/schema";

describe.each(TEST_DRIVERS)("account registration on %s", (driver) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(driver);
  });
  afterAll(() => app.close());

  it("registers a public key once, with its referral", async () => {
    const publicKey = Keypair.random().publicKey();
    const first = await app.inject({
      method: "POST",
      url: "/api/accounts/create",
      payload: { publicKey, referral: "ref42" },
    });
    expect(first.json()).toEqual({ publicKey, created: true });
    const again = await app.inject({ method: "POST", url: "/api/accounts/create", payload: { publicKey } });
    expect(again.json()).toEqual({ publicKey, created: false });
    const rows = await app.database.db
      .select()
      .from(registeredAccounts)
      .where(eq(registeredAccounts.publicKey, publicKey));
    expect(rows).toEqual([expect.objectContaining({ publicKey, referral: "ref42" })]);
  });

  it("rejects what is not a public key", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/accounts/create",
      payload: { publicKey: "SABC" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "VALIDATION_FAILED",
      message: expect.stringContaining("publicKey"),
    });
  });
});
