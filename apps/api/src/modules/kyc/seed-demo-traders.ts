import { crc32, deflateSync } from "node:zlib";
import { Asset, type Horizon, Keypair } from "@stellar/stellar-sdk";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { kycDocuments, kycProfiles, profileBankAccounts } from "../../db/schema";
import { isNotFound } from "../../ledger/horizon";
import type { OperatorKeys } from "../demo-world/operator-keys";
import { type AccountGoal, planOperatorAccounts } from "../demo-world/plan-operator-accounts";
import { submitPlanned } from "../demo-world/submit-planned";
import { DEMO_PENDING_APPLICANT, DEMO_TRADERS, type DemoTrader, demoTraderKeypair } from "./demo-traders";
import { KYC_FILE_KIND, PROFILE_PHOTO_KIND, storeKycFile } from "./kyc-files";
import { newProofCode } from "./kyc-records";

/**
 * What each demo trader holds, paid from the distribution account: LEVELG well above the 5 USD battery, and
 * assets to sell on P2P. Amounts in units of the asset.
 */
export const DEMO_TRADER_HOLDINGS: Record<string, string> = {
  LEVELG: "2000",
  USDT: "5000",
  BTC: "0.25",
  ETH: "3",
};
const DEMO_TRADER_XLM = "5000";

function traderGoal(keys: OperatorKeys, keypair: Keypair): AccountGoal {
  const distribution = keys.keypair("distribution");
  const assets = Object.keys(DEMO_TRADER_HOLDINGS).map(
    (code) => new Asset(code, keys.issuer(code).publicKey()),
  );
  return {
    keypair,
    startingBalance: DEMO_TRADER_XLM,
    trusts: assets,
    receives: assets.map((asset) => ({
      asset,
      amount: DEMO_TRADER_HOLDINGS[asset.getCode()] as string,
      from: distribution,
    })),
  };
}

/**
 * The demo world's KYC step (standalone only, idempotent): the approved traders' accounts created and funded on
 * the ledger (XLM, the LEVELG battery, USDT, BTC and ETH), their approved profiles, documents and bank accounts,
 * and one pending application with documents for the admin to review. Rows that exist are left as they are.
 */
export async function seedDemoTraders(app: FastifyInstance, keys: OperatorKeys): Promise<void> {
  const { db } = app.database;
  const everyone = [...DEMO_TRADERS, DEMO_PENDING_APPLICANT];
  const pairs = everyone.map((trader) => ({ trader, keypair: demoTraderKeypair(db, trader.slug) }));
  const root = Keypair.master(app.settings.networkPassphrase);
  const lookup = async (id: string): Promise<Horizon.AccountResponse | undefined> => {
    try {
      return await app.horizon.loadAccount(id);
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  };
  const planned = await planOperatorAccounts(
    root,
    pairs.map(({ keypair }) => traderGoal(keys, keypair)),
    lookup,
  );
  await submitPlanned({
    horizon: app.horizon,
    networkPassphrase: app.settings.networkPassphrase,
    source: root,
    planned,
  });

  for (const { trader, keypair } of pairs) {
    const accountId = keypair.publicKey();
    const [existing] = await db
      .select({ id: kycProfiles.id })
      .from(kycProfiles)
      .where(eq(kycProfiles.accountId, accountId));
    if (existing) continue;
    const pending = trader.slug === DEMO_PENDING_APPLICANT.slug;
    await writeProfile(app, accountId, trader, pending ? "pending" : "approved");
  }
}

async function writeProfile(
  app: FastifyInstance,
  accountId: string,
  trader: DemoTrader,
  status: "approved" | "pending",
): Promise<void> {
  const { db } = app.database;
  const company = trader.kind === "company";
  const [first, ...rest] = trader.name.split(" ");
  const image = (rgb: [number, number, number]) => ({
    bytes: solidPng(rgb),
    mimeType: "image/png" as const,
    extension: "png",
  });
  const photo = company ? "" : await storeKycFile(app, accountId, image([70, 110, 180]), PROFILE_PHOTO_KIND);
  const front = await storeKycFile(app, accountId, image([200, 200, 210]), KYC_FILE_KIND);
  const back = await storeKycFile(app, accountId, image([180, 180, 190]), KYC_FILE_KIND);
  const proofCode = newProofCode();
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx.insert(kycProfiles).values({
      accountId,
      status,
      isCompanyKyc: company,
      firstName: company ? "" : (first ?? ""),
      lastName: company ? "" : rest.join(" "),
      companyName: company ? trader.name : "",
      companyWebsite: company ? `https://${trader.slug}.example.com` : "",
      businessName: company ? "Currency exchange" : "",
      email: `${trader.slug}@example.com`,
      phone: `${trader.countryDial}5550${accountId.replace(/\D/g, "").slice(0, 6).padEnd(6, "1")}`,
      countryCode: trader.country,
      countryDial: trader.countryDial,
      state: trader.state,
      city: trader.city,
      postalCode: "10001",
      address: `${10 + trader.slug.length} Market Street`,
      dob: company ? "" : "1988-04-12",
      photo,
      companyDocument: company ? front : "",
      isEmailVerified: true,
      isPhoneVerified: true,
      proofCode,
      submittedAt: now,
      reviewedAt: status === "approved" ? now : null,
    });
    await tx.insert(kycDocuments).values({
      accountId,
      docType: company ? "National ID" : "Passport",
      country: trader.country,
      issueDate: "2021-03-01",
      expDate: "2031-03-01",
      realName: trader.name,
      number: `${trader.country}${accountId.slice(1, 9)}`,
      frontUrl: company ? "" : front,
      backUrl: company ? "" : back,
      proofImage: company ? "" : back,
      proofCode: company ? "" : proofCode,
      companyDocument: company ? front : "",
      companyDocWithName: company ? back : "",
    });
    await tx
      .insert(profileBankAccounts)
      .values({ accountId, ...trader.bank })
      .onConflictDoNothing();
  });
}

/** A small solid-colour PNG (16×16), enough to stand for a document photo in the demo. */
export function solidPng([r, g, b]: [number, number, number]): Buffer {
  const size = 16;
  const raw = Buffer.alloc((size * 3 + 1) * size);
  for (let y = 0; y < size; y += 1) {
    const row = y * (size * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < size; x += 1) raw.set([r, g, b], row + 1 + x * 3);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
