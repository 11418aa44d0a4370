import { chmod, mkdir, open, readFile } from "node:fs/promises";
import path from "node:path";
import { type Horizon, Keypair, StrKey } from "@stellar/stellar-sdk";
import type { FastifyBaseLogger } from "fastify";
import { isNotFound } from "../../ledger/horizon";
import { SettingsError } from "../../settings";

/** Where the standalone network's demo admin wallet key is kept. */
export function demoAdminFilePath(dataDir: string): string {
  return path.join(dataDir, "demo-admin.json");
}

/**
 * The demo admin wallet of the standalone network: created once into `DATA_DIR/demo-admin.json` (owner-only), read
 * from there afterwards. The log says once where the file is, never what the secret is.
 */
export async function loadDemoAdmin(dataDir: string, log: FastifyBaseLogger): Promise<Keypair> {
  const file = demoAdminFilePath(dataDir);
  try {
    const text = await readFile(file, "utf8");
    await chmod(file, 0o600);
    const secret = (JSON.parse(text) as { secret?: unknown }).secret;
    if (typeof secret !== "string" || !StrKey.isValidEd25519SecretSeed(secret)) throw new Error("no secret");
    return Keypair.fromSecret(secret);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") {
      throw new SettingsError([`${file}: not a demo admin key file; delete it to make a new demo admin`]);
    }
  }
  const keypair = Keypair.random();
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const handle = await open(file, "wx", 0o600);
  try {
    await handle.writeFile(
      `${JSON.stringify({ publicKey: keypair.publicKey(), secret: keypair.secret() }, null, 2)}\n`,
    );
    await handle.sync();
  } finally {
    await handle.close();
  }
  // Never the secret itself: logs are kept, copied and read by more people than the data directory.
  log.warn(
    `Demo admin wallet ${keypair.publicKey()} created (standalone network only). Its secret key is in ${file} ` +
      "(readable by this user only): import it in the wallet to open /admin.",
  );
  return keypair;
}

/** Funds the demo admin through the standalone ledger's friendbot unless its account exists already. */
export async function fundDemoAdmin(
  horizon: Horizon.Server,
  horizonUrl: string,
  account: string,
): Promise<void> {
  try {
    await horizon.loadAccount(account);
    return;
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }
  const response = await fetch(`${horizonUrl}/friendbot?addr=${account}`);
  if (!response.ok) throw new Error(`friendbot answered ${response.status} for the demo admin`);
}
