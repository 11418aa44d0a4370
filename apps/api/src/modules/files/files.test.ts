import { symlink } from "node:fs/promises";
import path from "node:path";
import { Keypair } from "@stellar/stellar-sdk";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/support/test-app";
import { TEST_DRIVERS } from "../../../test/support/test-database";
import { testToken } from "../../../test/support/test-token";
import { files } from "../../db/schema";
import { UPLOAD_LIMIT_BYTES } from "./read-multipart";
import { gifBytes, multipartBody, pdfBytes, pngOfSize } from "./upload-fixtures";

describe.each(TEST_DRIVERS)("uploads and files (%s)", (driver) => {
  const owner = Keypair.random().publicKey();
  const other = Keypair.random().publicKey();
  const admin = Keypair.random().publicKey();
  let app: FastifyInstance;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    app = await createTestApp(driver, { adminAccounts: [admin] });
    for (const account of [owner, other, admin]) tokens[account] = await testToken(app, account);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  const auth = (account?: string | null) => (account ? { authorization: `Bearer ${tokens[account]}` } : {});
  /** `null` uploads anonymously. */
  const upload = (parts: Parameters<typeof multipartBody>[0], account: string | null = owner) => {
    const body = multipartBody(parts);
    return app.inject({
      method: "POST",
      url: "/api/p2ptemp-files/upload",
      payload: body.payload,
      headers: { ...body.headers, ...auth(account) },
    });
  };
  const uploadOne = async (bytes: Buffer, filename = "photo.png") => {
    const response = await upload([{ field: "file", filename, bytes }]);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { filename: string; mimeType: string; size: number };
  };
  const read = (name: string, account?: string, prefix = "/api/files") =>
    app.inject({ url: `${prefix}/${name}`, headers: auth(account) });

  it("takes a file of exactly 1 MiB and refuses 1 MiB + 1 byte with 413", async () => {
    const stored = await uploadOne(pngOfSize(UPLOAD_LIMIT_BYTES));
    expect(stored).toMatchObject({ mimeType: "image/png", size: UPLOAD_LIMIT_BYTES });
    expect(stored.filename).toMatch(/^[0-9a-f]{32}\.png$/);
    const tooLarge = await upload([
      { field: "file", filename: "big.png", bytes: pngOfSize(UPLOAD_LIMIT_BYTES + 1) },
    ]);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({
      code: "VALIDATION_FAILED",
      message: "File size can't be more than 1 MB",
    });
  });

  it("refuses a PDF named .png and text posing as an image with 415, and takes a real PDF", async () => {
    const disguised = await upload([
      { field: "file", filename: "x.png", contentType: "image/png", bytes: pdfBytes() },
    ]);
    expect(disguised.statusCode).toBe(415);
    const text = await upload([
      { field: "file", filename: "x.png", contentType: "image/png", bytes: Buffer.from("hi") },
    ]);
    expect(text.statusCode).toBe(415);
    expect((await uploadOne(pdfBytes(), "statement.pdf")).mimeType).toBe("application/pdf");
  });

  it("refuses a second file, no file, a wrong field, a non-multipart body and anonymous callers", async () => {
    const two = await upload([
      { field: "file", filename: "a.png", bytes: pngOfSize(100) },
      { field: "file", filename: "b.gif", bytes: gifBytes() },
    ]);
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toMatch(/exactly one file/);
    expect((await upload([{ field: "note", bytes: Buffer.from("only a field") }])).statusCode).toBe(400);
    expect((await upload([{ field: "picture", filename: "a.png", bytes: pngOfSize(100) }])).statusCode).toBe(
      400,
    );
    const json = await app.inject({
      method: "POST",
      url: "/api/p2ptemp-files/upload",
      payload: {},
      headers: auth(owner),
    });
    expect(json.statusCode).toBe(415);
    expect(
      (await upload([{ field: "file", filename: "a.png", bytes: pngOfSize(100) }], null)).statusCode,
    ).toBe(401);
  });

  it("serves a temp upload to its uploader and admins only, with the sniffed type and nosniff", async () => {
    const { filename } = await uploadOne(pngOfSize(2000));
    for (const prefix of ["/api/files", "/api/p2ptemp-files"]) {
      const mine = await read(filename, owner, prefix);
      expect(mine.statusCode).toBe(200);
      expect(mine.headers["content-type"]).toBe("image/png");
      expect(mine.headers["x-content-type-options"]).toBe("nosniff");
      expect(mine.rawPayload.equals(pngOfSize(2000))).toBe(true);
      expect((await read(filename, admin, prefix)).statusCode).toBe(200);
      // Another's file is answered exactly like a missing one.
      expect((await read(filename, other, prefix)).json()).toEqual({
        code: "NOT_FOUND",
        message: "There is no such file.",
      });
      expect((await read(filename, undefined, prefix)).statusCode).toBe(401);
    }
  });

  it("decides by what the file is attached to: KYC by its owner, another kind by what its module registers", async () => {
    const { filename } = await uploadOne(pngOfSize(300));
    const attach = (kind: string, id: string) =>
      app.database.db
        .update(files)
        .set({ attachedKind: kind, attachedId: id })
        .where(eq(files.name, filename));
    await attach("kyc", owner);
    expect((await read(filename, owner)).statusCode).toBe(200);
    expect((await read(filename, other)).statusCode).toBe(404);
    // Deny by default: a kind nobody registered is for admins only, even for the uploader.
    // (P2P chat registers "chat"; a kind of this test's own stands for any module's.)
    await attach("test-kind", "trade-1");
    expect((await read(filename, owner)).statusCode).toBe(404);
    expect((await read(filename, admin)).statusCode).toBe(200);
    app.fileAccess.register(
      "test-kind",
      (account, file) => file.attachedId === "trade-1" && account === other,
    );
    expect((await read(filename, other)).statusCode).toBe(200);
    expect((await read(filename, owner)).statusCode).toBe(404);
  });

  it.each([
    "..%2Fsecrets.json",
    "..%2F..%2F..%2Fetc%2Fpasswd",
    "%2e%2e%2fsecrets.json",
    "..%252fsecrets.json",
    "%2Fetc%2Fpasswd",
    "..%5Csecrets.json",
    "....%2F%2Fsecrets.json",
    "%00.png",
  ])("gives nothing for %s", async (name) => {
    for (const account of [owner, admin]) {
      const response = await read(name, account);
      expect([400, 404]).toContain(response.statusCode);
      expect(response.body).not.toContain("jwtSecret");
      expect(response.body).not.toContain("root:");
    }
  });

  it("refuses a literal ../ and an absolute path in the URL", async () => {
    for (const url of [
      "/api/files/../secrets.json",
      "/api/files//etc/passwd",
      "/api/files/a/../../secrets.json",
    ]) {
      const response = await app.inject({ url, headers: auth(admin) });
      expect([400, 404], url).toContain(response.statusCode);
      expect(response.body).not.toContain("jwtSecret");
    }
  });

  it("does not follow a link planted in the upload folder", async () => {
    await app.fileStore.save(Buffer.from("x"), "png");
    const name = `${"ab".repeat(16)}.png`;
    await symlink(path.join(app.settings.dataDir, "secrets.json"), path.join(app.fileStore.directory, name));
    await app.database.db.insert(files).values({ name, ownerAccount: owner, mimeType: "image/png", size: 1 });
    const response = await read(name, owner);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain("jwtSecret");
  });
});
