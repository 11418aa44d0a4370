import { existsSync } from "node:fs";
import path from "node:path";
import { Keypair } from "@stellar/stellar-sdk";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/support/test-app";
import { TEST_DRIVERS } from "../../../test/support/test-database";
import { files } from "../../db/schema";
import { SWEEP_UPLOADS_JOB, sweepUnattachedUploads, UNATTACHED_GRACE_MS } from "./sweep-uploads";

describe.each(TEST_DRIVERS)("sweep of unattached uploads (%s)", (driver) => {
  const owner = Keypair.random().publicKey();
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(driver);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  /** A stored file and its row, made `ageMs` ago, attached to `kind` ("temp" = nothing). */
  async function upload(ageMs: number, kind = "temp", id = ""): Promise<string> {
    const name = await app.fileStore.save(Buffer.from("%PDF-1.4 test"), "pdf");
    await app.database.db.insert(files).values({
      name,
      ownerAccount: owner,
      mimeType: "application/pdf",
      size: 13,
      attachedKind: kind,
      attachedId: id,
      createdAt: new Date(Date.now() - ageMs),
    });
    return name;
  }
  const exists = async (name: string) => ({
    file: existsSync(path.join(app.fileStore.directory, name)),
    row: (await app.database.db.select().from(files).where(eq(files.name, name))).length === 1,
  });

  it("removes an unattached upload older than the grace period, file and row, and keeps the others", async () => {
    const old = await upload(UNATTACHED_GRACE_MS + 60_000);
    const attachedOld = await upload(UNATTACHED_GRACE_MS * 3, "kyc", owner);
    const chatOld = await upload(UNATTACHED_GRACE_MS * 3, "chat", "7");
    const recent = await upload(60_000);
    const almost = await upload(UNATTACHED_GRACE_MS - 60_000);

    expect(await sweepUnattachedUploads(app.database.db, app.fileStore)).toEqual([old]);
    expect(await exists(old)).toEqual({ file: false, row: false });
    for (const kept of [attachedOld, chatOld, recent, almost]) {
      expect(await exists(kept), kept).toEqual({ file: true, row: true });
    }
    // Run again: nothing more to do. A day later the two young ones go too.
    expect(await sweepUnattachedUploads(app.database.db, app.fileStore)).toEqual([]);
    const later = Date.now() + UNATTACHED_GRACE_MS;
    expect((await sweepUnattachedUploads(app.database.db, app.fileStore, later)).sort()).toEqual(
      [recent, almost].sort(),
    );
    expect(await exists(attachedOld)).toEqual({ file: true, row: true });
  });

  it("runs as a repeating job on the one job queue", async () => {
    const old = await upload(UNATTACHED_GRACE_MS * 2);
    const id = await app.jobs.send(SWEEP_UPLOADS_JOB, { slot: 0 });
    expect(id).not.toBeNull();
    const deadline = Date.now() + 20_000;
    while ((await exists(old)).row && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    expect(await exists(old)).toEqual({ file: false, row: false });
  });
});
