import { Keypair } from "@stellar/stellar-sdk";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/support/test-app";
import { TEST_DRIVERS } from "../../../test/support/test-database";
import { testToken } from "../../../test/support/test-token";
import { kycProfiles } from "../../db/schema";

/** Every route that reads multipart/form-data. */
const UPLOAD_ROUTES = [
  { method: "POST", url: "/api/p2ptemp-files/upload" },
  { method: "POST", url: "/api/kyc/update" },
  { method: "POST", url: "/api/kyc/uploadDocument" },
  { method: "POST", url: "/api/kyc/uploadSelfie" },
  { method: "PUT", url: "/api/sep12/customer" },
] as const;

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const part = (boundary: string, headers: string, body: Buffer | string) =>
  Buffer.concat([Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`), Buffer.from(body), Buffer.from("\r\n")]);

/** Bodies no parser should choke on: each must be a 4xx in the one error shape. */
function malformedBodies(): Array<{ name: string; contentType: string; body: Buffer }> {
  const b = "sextantBoundary42";
  const file = part(
    b,
    'Content-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png',
    PNG,
  );
  const whole = Buffer.concat([file, Buffer.from(`--${b}--\r\n`)]);
  return [
    { name: "no boundary", contentType: "multipart/form-data", body: whole },
    { name: "empty boundary", contentType: "multipart/form-data; boundary=", body: whole },
    { name: "boundary not in the body", contentType: "multipart/form-data; boundary=other", body: whole },
    {
      name: "boundary too long",
      contentType: `multipart/form-data; boundary=${"x".repeat(300)}`,
      body: whole,
    },
    { name: "truncated", contentType: `multipart/form-data; boundary=${b}`, body: file.subarray(0, 60) },
    {
      name: "truncated in the file",
      contentType: `multipart/form-data; boundary=${b}`,
      body: file.subarray(0, file.length - 20),
    },
    {
      name: "garbage",
      contentType: `multipart/form-data; boundary=${b}`,
      body: Buffer.from("\x00\xff garbage"),
    },
    {
      name: "no part headers end",
      contentType: `multipart/form-data; boundary=${b}`,
      body: Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="file"`),
    },
    {
      name: "oversized part headers that never end",
      contentType: `multipart/form-data; boundary=${b}`,
      body: Buffer.from(
        `--${b}\r\nContent-Disposition: form-data; name="file"\r\nX-Pad: ${"p".repeat(200_000)}`,
      ),
    },
    { name: "wrong content type", contentType: "text/plain", body: whole },
    { name: "form-urlencoded", contentType: "application/x-www-form-urlencoded", body: Buffer.from("a=b") },
    { name: "multipart/mixed", contentType: `multipart/mixed; boundary=${b}`, body: whole },
    { name: "bad JSON", contentType: "application/json", body: Buffer.from('{"first_name":') },
  ];
}

/**
 * Bodies the parser reads with something left out (an empty form, a part without a name, part headers past the
 * 80 KiB the parser reads, more header lines than it keeps): a route may take them or refuse them, never fail.
 */
function oddBodies(): Array<{ name: string; contentType: string; body: Buffer }> {
  const b = "sextantBoundary42";
  return [
    { name: "empty", contentType: `multipart/form-data; boundary=${b}`, body: Buffer.alloc(0) },
    {
      name: "part without a name",
      contentType: `multipart/form-data; boundary=${b}`,
      body: Buffer.concat([part(b, "Content-Disposition: form-data", "x"), Buffer.from(`--${b}--\r\n`)]),
    },
    {
      name: "part without a disposition",
      contentType: `multipart/form-data; boundary=${b}`,
      body: Buffer.concat([part(b, "Content-Type: text/plain", "x"), Buffer.from(`--${b}--\r\n`)]),
    },
    {
      name: "oversized part headers",
      contentType: `multipart/form-data; boundary=${b}`,
      body: Buffer.concat([
        part(
          b,
          `Content-Disposition: form-data; name="file"; filename="a.png"\r\nX-Pad: ${"p".repeat(200_000)}`,
          PNG,
        ),
        Buffer.from(`--${b}--\r\n`),
      ]),
    },
    {
      name: "many part headers",
      contentType: `multipart/form-data; boundary=${b}`,
      body: Buffer.concat([
        part(
          b,
          [
            'Content-Disposition: form-data; name="file"; filename="a.png"',
            ...Array.from({ length: 3000 }, (_, i) => `X-H${i}: v`),
          ].join("\r\n"),
          PNG,
        ),
        Buffer.from(`--${b}--\r\n`),
      ]),
    },
  ];
}

describe.each(TEST_DRIVERS)("malformed multipart on every upload route (%s)", (driver) => {
  const account = Keypair.random().publicKey();
  let app: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    app = await createTestApp(driver);
    token = await testToken(app, account);
    // A KYC profile, so the KYC uploads do not first look the wallet up on the ledger.
    await app.database.db.insert(kycProfiles).values({ accountId: account, proofCode: "123456" });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  it("answers each malformed body with a 4xx in the one error shape, never a 5xx", async () => {
    const seen: string[] = [];
    const wrong: string[] = [];
    for (const route of UPLOAD_ROUTES) {
      for (const { name, contentType, body } of malformedBodies()) {
        const answer = await app.inject({
          method: route.method,
          url: route.url,
          headers: { authorization: `Bearer ${token}`, "content-type": contentType },
          payload: body,
        });
        const label = `${route.method} ${route.url} ${name}: ${answer.statusCode} ${answer.body.slice(0, 200)}`;
        seen.push(label);
        let json: Record<string, unknown> = {};
        try {
          json = answer.json() as Record<string, unknown>;
        } catch {
          // Counted as wrong below.
        }
        const oneShape = typeof json.code === "string" && typeof json.message === "string";
        if (answer.statusCode < 400 || answer.statusCode >= 500 || !oneShape) wrong.push(label);
      }
    }
    expect(wrong).toEqual([]);
    expect(seen.length).toBe(UPLOAD_ROUTES.length * malformedBodies().length);
  });

  it("never fails on a body the parser reads with parts left out", async () => {
    const wrong: string[] = [];
    for (const route of UPLOAD_ROUTES) {
      for (const { name, contentType, body } of oddBodies()) {
        const answer = await app.inject({
          method: route.method,
          url: route.url,
          headers: { authorization: `Bearer ${token}`, "content-type": contentType },
          payload: body,
        });
        if (answer.statusCode >= 500)
          wrong.push(`${route.method} ${route.url} ${name}: ${answer.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("still takes a well-formed upload", async () => {
    const b = "okBoundary";
    const answer = await app.inject({
      method: "POST",
      url: "/api/p2ptemp-files/upload",
      headers: { authorization: `Bearer ${token}`, "content-type": `multipart/form-data; boundary=${b}` },
      payload: Buffer.concat([
        part(
          b,
          'Content-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png',
          PNG,
        ),
        Buffer.from(`--${b}--\r\n`),
      ]),
    });
    expect(answer.statusCode, answer.body).toBe(200);
  });
});
