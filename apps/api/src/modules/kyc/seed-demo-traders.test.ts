import { Keypair } from "@stellar/stellar-sdk";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/support/test-app";
import { startTestLedger, type TestLedger } from "../../../test/support/test-ledger";
import { testToken } from "../../../test/support/test-token";
import { kycProfiles } from "../../db/schema";
import { OperatorKeys } from "../demo-world/operator-keys";
import { seedDemoWorld } from "../demo-world/seed-demo-world";
import { DEMO_PENDING_APPLICANT, DEMO_TRADERS, demoTraderAccounts, demoTraderKeypair } from "./demo-traders";
import { readBankDetails, readKycApproval } from "./kyc-approval";
import { DEMO_TRADER_HOLDINGS, seedDemoTraders, solidPng } from "./seed-demo-traders";

describe("demo KYC traders", () => {
  let ledger: TestLedger;
  let app: FastifyInstance;
  let keys: OperatorKeys;

  beforeAll(async () => {
    ledger = await startTestLedger();
    const admin = Keypair.random().publicKey();
    app = await createTestApp("pglite", {
      horizonUrl: ledger.ledger.url,
      demoWorld: false,
      adminAccounts: [admin],
    });
    keys = await OperatorKeys.load(app.database.db);
    expect(app.settings.networkPassphrase).toBe(ledger.ledger.networkPassphrase);
    await seedDemoWorld({
      horizon: ledger.horizon,
      keys,
      homeDomain: app.settings.homeDomain,
      networkPassphrase: ledger.ledger.networkPassphrase,
    });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await ledger?.stop();
  });

  it("funds approved traders in several countries, one a company, and leaves one application pending", async () => {
    await seedDemoTraders(app, keys);
    await seedDemoTraders(app, keys); // idempotent: nothing new the second time
    const traders = demoTraderAccounts(app.database.db);
    expect(new Set(traders.map((t) => t.country)).size).toBeGreaterThanOrEqual(6);
    expect(traders.filter((t) => t.kind === "company")).toHaveLength(1);
    for (const trader of traders) {
      expect(trader.accountId).toBe(demoTraderKeypair(app.database.db, trader.slug).publicKey());
      const approval = await readKycApproval(app.database.db, trader.accountId);
      expect(approval).toMatchObject({
        approved: true,
        kind: trader.kind,
        displayName: trader.name,
        country: trader.country,
      });
      expect(await readBankDetails(app.database.db, trader.accountId)).toMatchObject({
        bankName: trader.bank.bankName,
        accountTitle: trader.name,
      });
      const account = await ledger.horizon.loadAccount(trader.accountId);
      for (const [code, amount] of Object.entries(DEMO_TRADER_HOLDINGS)) {
        const line = account.balances.find((b) => "asset_code" in b && b.asset_code === code);
        expect(Number(line?.balance)).toBe(Number(amount));
      }
    }
    const profiles = await app.database.db.select().from(kycProfiles);
    expect(profiles).toHaveLength(DEMO_TRADERS.length + 1);

    const pending = demoTraderKeypair(app.database.db, DEMO_PENDING_APPLICANT.slug).publicKey();
    expect((await readKycApproval(app.database.db, pending))?.status).toBe("pending");
    const [row] = await app.database.db.select().from(kycProfiles).where(eq(kycProfiles.accountId, pending));
    const adminToken = await testToken(app, app.settings.adminAccounts[0] as string);
    const queue = await app.inject({
      url: "/api/admin/kyc/applications",
      headers: { authorization: `Bearer ${adminToken}` },
    });
    const application = queue
      .json()
      .applications.find((a: { kyc: { accountId: string } }) => a.kyc.accountId === pending);
    expect(application.document.frontUrl).toMatch(/\.png$/);
    const front = await app.inject({
      url: `/api/files/${application.document.frontUrl}`,
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(front.statusCode).toBe(200);
    expect(front.headers["content-type"]).toBe("image/png");
    expect(row?.photo).not.toBe("");
  }, 60_000);

  it("draws document images that are real PNGs", () => {
    const png = solidPng([1, 2, 3]);
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    expect(png.subarray(12, 16).toString()).toBe("IHDR");
  });
});
