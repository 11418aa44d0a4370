import { createHash, randomBytes } from "node:crypto";
import { chmod, mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Keypair } from "@stellar/stellar-sdk";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { SignJWT } from "jose";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testSettings } from "../../../test/support/test-app";
import { createTestDatabase, TEST_DRIVERS, type TestDatabase } from "../../../test/support/test-database";
import { buildApp } from "../../build-app";
import type { Database } from "../../db/database";
import { appMeta } from "../../db/schema";
import { SettingsError } from "../../settings";
import { OperatorKeys } from "../demo-world/operator-keys";
import { secretsFilePath } from "./server-secrets";

const homeDomain = "wallet.test";
const issuer = `https://${homeDomain}/api/anchor/authentication`;

/** Every string found in any row of any table of the database, nested JSON values included. */
async function everyStoredString(db: Database): Promise<string[]> {
  const tables = (await db.execute(
    sql`select table_schema, table_name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
  )) as unknown as { rows: Array<{ table_schema: string; table_name: string }> };
  expect(tables.rows.map((row) => row.table_name)).toContain("app_meta");
  const found: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === "string") found.push(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === "object") Object.values(value).forEach(collect);
  };
  for (const table of tables.rows) {
    const rows = (await db.execute(
      sql.raw(`select row_to_json(t)::text as row from "${table.table_schema}"."${table.table_name}" t`),
    )) as unknown as { rows: Array<{ row: string }> };
    for (const { row } of rows.rows) {
      found.push(row);
      collect(JSON.parse(row));
    }
  }
  return found;
}

const whoami = (app: FastifyInstance, token: string) =>
  app.inject({ url: "/api/test/whoami", headers: { authorization: `Bearer ${token}` } });

const tokenSignedWith = (key: string, subject: string) =>
  new SignJWT({})
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuer(issuer)
    .setSubject(subject)
    .setJti(crypto.randomUUID())
    .setIssuedAt()
    .setExpirationTime("1h")
    .sign(new TextEncoder().encode(key));

describe.each(TEST_DRIVERS)("server secrets custody (%s)", (driver) => {
  let dataDir: string;
  let database: TestDatabase;
  let app: FastifyInstance | undefined;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "sextant-secrets-"));
    database = await createTestDatabase(driver);
  });
  afterEach(async () => {
    if (app) await app.close();
    else await database.destroy();
    app = undefined;
    await rm(dataDir, { recursive: true, force: true });
  });

  async function start(env: Record<string, string> = {}): Promise<FastifyInstance> {
    const settings = testSettings({ DATA_DIR: dataDir, HOME_DOMAIN: homeDomain, ...env });
    const instance = await buildApp(settings, { ...database, close: database.destroy });
    instance.get("/api/test/whoami", { onRequest: instance.authenticate }, async (request) => ({
      account: request.account,
    }));
    await instance.ready();
    return instance;
  }

  const readFileSecrets = async () =>
    JSON.parse(await readFile(secretsFilePath(dataDir), "utf8")) as {
      sep10SigningSecret: string;
      jwtSecret: string;
      operatorSeed: string;
    };

  it("generates the standalone network's secrets into an owner-only file, none of them in the database", async () => {
    app = await start();
    const file = secretsFilePath(dataDir);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readdir(dataDir)).filter((name) => name.endsWith(".tmp"))).toEqual([]);
    const secrets = await readFileSecrets();
    expect(secrets.sep10SigningSecret).toMatch(/^S[A-Z2-7]{55}$/);
    expect(secrets.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(secrets.operatorSeed).toMatch(/^[0-9a-f]{64}$/);

    const stored = await everyStoredString(app.database.db);
    expect(stored.length).toBeGreaterThan(0);
    for (const secret of Object.values(secrets)) {
      expect(stored.filter((value) => value.includes(secret))).toEqual([]);
    }
    // The keys derived from the operator seed are public; the seed itself appears nowhere.
    const keys = await OperatorKeys.load(app.database.db);
    expect(keys.issuer("USDT").publicKey()).toBe(
      Keypair.fromRawEd25519Seed(
        createHash("sha256")
          .update(Buffer.from(secrets.operatorSeed, "hex"))
          .update("sextant-operator:issuer:USDT")
          .digest(),
      ).publicKey(),
    );

    // A token signed with the file's JWT secret works; one signed with any value found in the database doesn't.
    const account = Keypair.random().publicKey();
    expect((await whoami(app, await tokenSignedWith(secrets.jwtSecret, account))).statusCode).toBe(200);
    const candidates = [...new Set(stored.filter((value) => value.length > 0))];
    for (const candidate of candidates) {
      expect((await whoami(app, await tokenSignedWith(candidate, account))).statusCode).toBe(401);
    }
  });

  it("keeps the same secrets across restarts and tightens a restored file's mode", async () => {
    app = await start();
    const first = await readFileSecrets();
    const signingKey = (await app.inject({ url: "/.well-known/stellar.toml" })).body.match(
      /SIGNING_KEY = "(G\w+)"/,
    )?.[1];
    await app.close();
    app = undefined;

    await chmod(secretsFilePath(dataDir), 0o644);
    database = await createTestDatabase(driver);
    app = await start();
    expect(await readFileSecrets()).toEqual(first);
    expect((await stat(secretsFilePath(dataDir))).mode & 0o777).toBe(0o600);
    const again = (await app.inject({ url: "/.well-known/stellar.toml" })).body.match(
      /SIGNING_KEY = "(G\w+)"/,
    )?.[1];
    expect(again).toBe(signingKey);
    expect(again).toBe(Keypair.fromSecret(first.sep10SigningSecret).publicKey());
  });

  it("moves secrets an earlier version kept in app_meta into the file, once, and deletes them from the database", async () => {
    const legacy = {
      sep10_signing_secret: Keypair.random().secret(),
      jwt_secret: randomBytes(32).toString("base64"),
      operator_seed: randomBytes(32).toString("hex"),
    };
    await database.db.insert(appMeta).values(Object.entries(legacy).map(([key, value]) => ({ key, value })));
    await database.db.insert(appMeta).values({ key: "unrelated", value: { kept: true } });

    app = await start();
    expect(await readFileSecrets()).toEqual({
      sep10SigningSecret: legacy.sep10_signing_secret,
      jwtSecret: legacy.jwt_secret,
      operatorSeed: legacy.operator_seed,
    });
    expect((await stat(secretsFilePath(dataDir))).mode & 0o777).toBe(0o600);
    const rows = await app.database.db.select().from(appMeta);
    expect(rows.map((row) => row.key)).toContain("unrelated");
    const stored = await everyStoredString(app.database.db);
    for (const secret of Object.values(legacy)) {
      expect(stored.filter((value) => value.includes(secret))).toEqual([]);
    }

    // The installation keeps its keys: the same operator accounts, signing key and valid tokens.
    const keys = await OperatorKeys.load(app.database.db);
    const expected = Keypair.fromRawEd25519Seed(
      createHash("sha256")
        .update(Buffer.from(legacy.operator_seed, "hex"))
        .update("sextant-operator:fee")
        .digest(),
    );
    expect(keys.keypair("fee").publicKey()).toBe(expected.publicKey());
    const toml = (await app.inject({ url: "/.well-known/stellar.toml" })).body;
    expect(toml).toContain(`SIGNING_KEY = "${Keypair.fromSecret(legacy.sep10_signing_secret).publicKey()}"`);
    const account = Keypair.random().publicKey();
    expect((await whoami(app, await tokenSignedWith(legacy.jwt_secret, account))).json()).toEqual({
      account,
    });
  });

  it("refuses to start on testnet without the secrets' settings, naming each one", async () => {
    const refused = start({ STELLAR_NETWORK: "testnet" });
    await expect(refused).rejects.toBeInstanceOf(SettingsError);
    await expect(refused).rejects.toThrow(/SEP10_SIGNING_SECRET[\s\S]*JWT_SECRET[\s\S]*OPERATOR_SEED/);
    await expect(readdir(dataDir)).resolves.toEqual([]);
    // A refused start leaves the database handle open and unchanged: the next start uses it again.

    const partly = await start({
      STELLAR_NETWORK: "public",
      SEP10_SIGNING_SECRET: Keypair.random().secret(),
    }).then(
      () => new Error("started"),
      (error: Error) => error,
    );
    expect(partly.message).toMatch(/JWT_SECRET: required on the public network/);
    expect(partly.message).toMatch(/OPERATOR_SEED: required on the public network/);
    expect(partly.message).not.toMatch(/SEP10_SIGNING_SECRET/);
  });

  it("takes them from the settings on testnet, writing no file and storing nothing", async () => {
    const given = {
      SEP10_SIGNING_SECRET: Keypair.random().secret(),
      JWT_SECRET: randomBytes(32).toString("base64"),
      OPERATOR_SEED: randomBytes(32).toString("hex"),
    };
    app = await start({ STELLAR_NETWORK: "testnet", ...given });
    expect(await readdir(dataDir)).toEqual([]);
    const stored = await everyStoredString(app.database.db);
    for (const secret of Object.values(given)) {
      expect(stored.filter((value) => value.includes(secret))).toEqual([]);
    }
    const account = Keypair.random().publicKey();
    expect((await whoami(app, await tokenSignedWith(given.JWT_SECRET, account))).statusCode).toBe(200);
    expect(
      (await whoami(app, await tokenSignedWith(randomBytes(32).toString("base64"), account))).statusCode,
    ).toBe(401);
  });

  it("refuses a secrets file whose values are not valid, or that is not JSON", async () => {
    await writeFile(secretsFilePath(dataDir), JSON.stringify({ operatorSeed: "not hex" }), { mode: 0o600 });
    const refused = start();
    await expect(refused).rejects.toThrow(/OPERATOR_SEED: the value in .* is not valid/);

    await writeFile(secretsFilePath(dataDir), "{", { mode: 0o600 });
    await expect(start()).rejects.toThrow(/secrets\.json: not valid JSON/);
  });
});
