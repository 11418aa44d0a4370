import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createTestApp } from "../../../test/support/test-app";
import { testToken } from "../../../test/support/test-token";
import { demoAdminFilePath, loadDemoAdmin } from "./demo-admin";

const logger = () => ({ warn: vi.fn() }) as unknown as FastifyBaseLogger & { warn: ReturnType<typeof vi.fn> };

describe("demo admin wallet", () => {
  const dirs: string[] = [];
  const dataDir = async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "sextant-demo-admin-"));
    dirs.push(dir);
    return dir;
  };
  afterEach(async () => {
    for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
  });

  it("is made once, owner-only, the log saying where it is but never the secret, and read back afterwards", async () => {
    const dir = await dataDir();
    const first = logger();
    const made = await loadDemoAdmin(dir, first);
    expect(first.warn).toHaveBeenCalledTimes(1);
    const logged = JSON.stringify(first.warn.mock.calls);
    expect(logged).not.toContain(made.secret());
    expect(logged).not.toContain(made.secret().slice(1, 20));
    expect(logged).toContain(demoAdminFilePath(dir));
    expect(logged).toContain(made.publicKey());
    expect((await stat(demoAdminFilePath(dir))).mode & 0o777).toBe(0o600);
    const again = logger();
    expect((await loadDemoAdmin(dir, again)).publicKey()).toBe(made.publicKey());
    expect(again.warn).not.toHaveBeenCalled();
  });

  it("refuses a damaged key file instead of replacing it", async () => {
    const dir = await dataDir();
    await writeFile(demoAdminFilePath(dir), '{"secret":"nope"}');
    await expect(loadDemoAdmin(dir, logger())).rejects.toThrow(/not a demo admin key file/);
    expect(await readFile(demoAdminFilePath(dir), "utf8")).toBe('{"secret":"nope"}');
  });

  it("is an admin of an app with the demo world on, and does not exist without the demo world", async () => {
    const dir = await dataDir();
    const app = await createTestApp("pglite", { dataDir: dir, demoWorld: true });
    try {
      const { publicKey } = JSON.parse(await readFile(demoAdminFilePath(dir), "utf8")) as {
        publicKey: string;
      };
      expect(app.settings.adminAccounts).toContain(publicKey);
      const me = await app.inject({
        url: "/api/admin/me",
        headers: { authorization: `Bearer ${await testToken(app, publicKey)}` },
      });
      expect(me.json()).toEqual({ account: publicKey, admin: true });
    } finally {
      await app.close();
    }
    const other = await dataDir();
    // Settings turn the demo world off on testnet and public (admin-settings.test.ts), and with it the demo admin.
    const testnet = await createTestApp("pglite", { dataDir: other, demoWorld: false });
    try {
      expect(existsSync(demoAdminFilePath(other))).toBe(false);
      expect(testnet.settings.adminAccounts).toEqual([]);
    } finally {
      await testnet.close();
    }
  }, 120_000);
});
