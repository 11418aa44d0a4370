import { Keypair } from "@stellar/stellar-sdk";
import { and, desc, eq } from "drizzle-orm";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { createTestApp } from "../../../../test/support/test-app";
import { startTestLedger, type TestLedger } from "../../../../test/support/test-ledger";
import { testToken } from "../../../../test/support/test-token";
import { outboxMessages } from "../../../db/schema";
import { multipartBody, type Part, pngOfSize } from "../../files/upload-fixtures";

export interface KycTestWorld {
  ledger: TestLedger;
  app: FastifyInstance;
  admin: Keypair;
  adminToken: string;
  /** A funded account signed in, with its token. */
  user(): Promise<{ keypair: Keypair; account: string; token: string }>;
  call(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** A real standalone ledger and a fresh app on `driver` with one admin account; accounts funded on demand. */
export async function startKycWorld(driver: "pglite" | "postgres"): Promise<KycTestWorld> {
  const ledger = await startTestLedger();
  const admin = Keypair.random();
  const app = await createTestApp(driver, {
    horizonUrl: ledger.ledger.url,
    adminAccounts: [admin.publicKey()],
    rateLimitPerMinute: 0,
  });
  const adminToken = await testToken(app, admin.publicKey());
  return {
    ledger,
    app,
    admin,
    adminToken,
    async user() {
      const keypair = Keypair.random();
      await ledger.fund(keypair);
      return { keypair, account: keypair.publicKey(), token: await testToken(app, keypair.publicKey()) };
    },
    call({ token, headers, ...options }) {
      return app.inject({
        ...options,
        headers: { ...(headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
    },
    async close() {
      await app.close();
      await ledger.stop();
    },
  };
}

/** The 4-digit code last sent to `recipient`, read from the outbox as a person reads the message. */
export async function lastCodeSentTo(app: FastifyInstance, recipient: string): Promise<string> {
  const [row] = await app.database.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, recipient), eq(outboxMessages.template, "one-time-code")))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  const code = row ? /\b(\d{4})\b/.exec(row.text)?.[1] : undefined;
  if (!code) throw new Error(`no code was sent to ${recipient}`);
  return code;
}

/** Sends and confirms the e-mail and phone codes, as the OTP dialogs do. */
export async function verifyContacts(
  world: KycTestWorld,
  token: string,
  contacts: { email: string; phone: string },
): Promise<void> {
  for (const [kind, to, verify] of [
    ["email", contacts.email, "verifyEmail"],
    ["sms", contacts.phone, "verifyPhone"],
  ] as const) {
    const sent = await world.call({ method: "POST", url: `/api/${kind}/sendCode`, token, payload: { to } });
    if (sent.statusCode !== 200) throw new Error(`sendCode ${kind}: ${sent.body}`);
    const code = await lastCodeSentTo(world.app, kind === "sms" ? to.replace(/\s/g, "") : to);
    const checked = await world.call({ method: "POST", url: `/api/kyc/${verify}`, token, payload: { code } });
    if (checked.statusCode !== 200) throw new Error(`${verify}: ${checked.body}`);
  }
}

export const PERSON = {
  email_address: "ada@example.com",
  mobile_number: "+44 7700 900123",
  country_dial: "+44",
  address_country_code: "GB",
  state_or_province: "London",
  city: "London",
  postal_code: "N1 9GU",
  address: "1 Example Street",
  first_name: "Ada",
  last_name: "Lovelace",
  birth_date: "1990-12-10",
};

/** The info form as multipart: text fields, and the photo when given. */
export function infoForm(fields: Record<string, string>, photo: Buffer | null = pngOfSize(2048)) {
  const parts: Part[] = Object.entries(fields).map(([field, value]) => ({
    field,
    bytes: Buffer.from(value),
  }));
  if (photo) parts.push({ field: "file", filename: "me.png", contentType: "image/png", bytes: photo });
  return multipartBody(parts);
}

/** One file in `file`, as the upload routes take it. */
export function oneFile(bytes: Buffer, filename: string, contentType = "application/octet-stream") {
  return multipartBody([{ field: "file", filename, contentType, bytes }]);
}
