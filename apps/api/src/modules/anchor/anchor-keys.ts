import { createHash } from "node:crypto";
import { HDKey } from "@scure/bip32";
import type { TAnchorChain } from "@sextant/core";
import type { LocalAccount } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import type { Database } from "../../db/database";
import type { Settings } from "../../settings";
import { serverSecretsOf } from "../auth/server-secrets";

/** BIP-44 coin types: Ethereum 60, TRON 195 (the TRC20 stand-in uses TRON's path, so real TRON keys match). */
const COIN_TYPE: Record<TAnchorChain, number> = { ERC20: 60, TRC20: 195 };

/**
 * The anchor's chain keys, HD-derived (BIP-32) from one seed: `ANCHOR_HD_SEED`, or on the standalone network a
 * seed derived from the operator seed (itself generated once into `DATA_DIR/secrets.json`). Deposit address i of
 * a chain is m/44'/coin'/0'/0/i, the hot wallet m/44'/coin'/1'/0/0, and — standalone only — the demo chain wallet
 * that plays the outside world (deploys and mints the demo tokens, sends simulated deposits) m/44'/60'/2'/0/0.
 * No private key is stored: the database keeps only the derivation index (the address row's id).
 */
export class AnchorKeys {
  private readonly root: HDKey;

  constructor(seed: Buffer) {
    this.root = HDKey.fromMasterSeed(seed);
  }

  static forApp(db: Database, settings: Pick<Settings, "network" | "anchor">): AnchorKeys | undefined {
    if (settings.anchor.hdSeed) return new AnchorKeys(Buffer.from(settings.anchor.hdSeed, "hex"));
    if (settings.network !== "standalone") return undefined;
    const operatorSeed = serverSecretsOf(db).operatorSeed;
    return new AnchorKeys(createHash("sha256").update(operatorSeed).update("sextant-anchor:hd").digest());
  }

  deposit(chain: TAnchorChain, index: number): LocalAccount {
    return this.account(`m/44'/${COIN_TYPE[chain]}'/0'/0/${index}`);
  }

  hotWallet(chain: TAnchorChain): LocalAccount {
    return this.account(`m/44'/${COIN_TYPE[chain]}'/1'/0/0`);
  }

  demoWallet(): LocalAccount {
    return this.account("m/44'/60'/2'/0/0");
  }

  private account(path: string): LocalAccount {
    const key = this.root.derive(path).privateKey;
    if (!key) throw new Error(`No private key at ${path}`);
    return privateKeyToAccount(`0x${Buffer.from(key).toString("hex")}`);
  }
}
