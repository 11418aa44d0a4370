import { randomBytes } from "node:crypto";
import { chmod, mkdir, open, readFile, rename, rm } from "node:fs/promises";
import path from "node:path";
import { Keypair, StrKey } from "@stellar/stellar-sdk";
import { inArray } from "drizzle-orm";
import type { Database } from "../../db/database";
import { appMeta } from "../../db/schema";
import { type Settings, SettingsError } from "../../settings";

/** The server's three secrets. None of them is ever written to the database (docs/key-custody.md). */
export interface ServerSecrets {
  signingKeypair: Keypair;
  jwtKey: Uint8Array;
  /** The 32 bytes every operator account key derives from (`OperatorKeys`). */
  operatorSeed: Buffer;
}

/** The secrets file's content: the values as the settings would give them. */
interface SecretsFile {
  sep10SigningSecret?: string;
  jwtSecret?: string;
  operatorSeed?: string;
}

type SecretName = keyof SecretsFile;

/** Each secret: its setting, its former `app_meta` key, how a fresh one is made, and how a value is checked. */
const SECRETS: Record<
  SecretName,
  { setting: string; legacyKey: string; generate(): string; valid(v: string): boolean }
> = {
  sep10SigningSecret: {
    setting: "SEP10_SIGNING_SECRET",
    legacyKey: "sep10_signing_secret",
    generate: () => Keypair.random().secret(),
    valid: (value) => StrKey.isValidEd25519SecretSeed(value),
  },
  jwtSecret: {
    setting: "JWT_SECRET",
    legacyKey: "jwt_secret",
    generate: () => randomBytes(32).toString("base64"),
    valid: (value) => value.length >= 32,
  },
  operatorSeed: {
    setting: "OPERATOR_SEED",
    legacyKey: "operator_seed",
    generate: () => randomBytes(32).toString("hex"),
    valid: (value) => /^[0-9a-f]{64}$/.test(value),
  },
};
const NAMES = Object.keys(SECRETS) as SecretName[];

/** Where the standalone network's generated secrets live. */
export function secretsFilePath(dataDir: string): string {
  return path.join(dataDir, "secrets.json");
}

const loaded = new WeakMap<Database, ServerSecrets>();

/**
 * The secrets of the app running on `db`, once `loadServerSecrets` has run for it. Lets code that is handed only
 * the database (the operator keys) reach them without the secrets ever being stored there.
 */
export function serverSecretsOf(db: Database): ServerSecrets {
  const secrets = loaded.get(db);
  if (!secrets) throw new Error("The server secrets are not loaded yet (loadServerSecrets runs at start).");
  return secrets;
}

/**
 * The SEP-10 signing key, the JWT key and the operator seed. A setting always wins. On testnet and public every
 * one must be set (the start is refused naming the missing setting); on the standalone network a missing one is
 * generated once into `DATA_DIR/secrets.json` (mode 0600, written atomically) and read from there afterwards.
 * Secrets an earlier version kept in `app_meta` are moved into that file and deleted from the database, so an
 * existing data directory keeps its keys and its demo world.
 */
export async function loadServerSecrets(
  db: Database,
  settings: Pick<Settings, "network" | "dataDir" | "sep10SigningSecret" | "jwtSecret" | "operatorSeed">,
): Promise<ServerSecrets> {
  const file = secretsFilePath(settings.dataDir);
  const legacy = await readLegacy(db);
  let stored = await readSecretsFile(file);
  const standalone = settings.network === "standalone";

  const next: SecretsFile = { ...stored };
  for (const name of NAMES) {
    next[name] ??= legacy[name];
    if (standalone && settings[name] === undefined) next[name] ??= SECRETS[name].generate();
  }
  const changed = NAMES.some((name) => next[name] !== stored[name]);
  if (changed) {
    await writeSecretsFile(file, next);
    stored = next;
  }
  if (Object.keys(legacy).length > 0) {
    await db.delete(appMeta).where(
      inArray(
        appMeta.key,
        NAMES.map((name) => SECRETS[name].legacyKey),
      ),
    );
  }

  const missing = NAMES.filter(
    (name) => (settings[name] ?? (standalone ? stored[name] : undefined)) === undefined,
  );
  if (missing.length > 0) {
    throw new SettingsError(
      missing.map((name) => {
        const kept =
          stored[name] === undefined ? "" : ` (the value this installation used so far is in ${file})`;
        return `${SECRETS[name].setting}: required on the ${settings.network} network${kept}`;
      }),
    );
  }
  const value = (name: SecretName): string => {
    const found = settings[name] ?? stored[name];
    if (found === undefined || !SECRETS[name].valid(found)) {
      throw new SettingsError([`${SECRETS[name].setting}: the value in ${file} is not valid`]);
    }
    return found;
  };

  const secrets: ServerSecrets = {
    signingKeypair: Keypair.fromSecret(value("sep10SigningSecret")),
    jwtKey: new TextEncoder().encode(value("jwtSecret")),
    operatorSeed: Buffer.from(value("operatorSeed"), "hex"),
  };
  loaded.set(db, secrets);
  return secrets;
}

async function readLegacy(db: Database): Promise<SecretsFile> {
  const rows = await db
    .select()
    .from(appMeta)
    .where(
      inArray(
        appMeta.key,
        NAMES.map((name) => SECRETS[name].legacyKey),
      ),
    );
  const found: SecretsFile = {};
  for (const name of NAMES) {
    const row = rows.find((candidate) => candidate.key === SECRETS[name].legacyKey);
    if (typeof row?.value === "string") found[name] = row.value;
  }
  return found;
}

async function readSecretsFile(file: string): Promise<SecretsFile> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return {};
    throw error;
  }
  // A copy restored from a backup may have lost its mode: keep the file readable by its owner only.
  await chmod(file, 0o600);
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw new SettingsError([`${file}: not valid JSON; restore it from its backup (docs/key-custody.md)`]);
  }
  const result: SecretsFile = {};
  for (const name of NAMES) {
    const value = parsed[name];
    if (typeof value === "string") result[name] = value;
  }
  return result;
}

/** Writes a temporary file created owner-only, flushes it, then renames it over the old one: never half a file. */
async function writeSecretsFile(file: string, content: SecretsFile): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${randomBytes(6).toString("hex")}.tmp`;
  const handle = await open(temporary, "wx", 0o600);
  try {
    await handle.writeFile(`${JSON.stringify(content, null, 2)}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
