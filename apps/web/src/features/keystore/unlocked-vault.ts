import { Keypair, StrKey } from "@stellar/stellar-sdk";
import { utf8Bytes, utf8Text, wipe } from "./encoding";
import {
  DuplicateWalletError,
  KEYSTORE_MESSAGES,
  KeystoreError,
  VaultLockedError,
  WrongPasswordError,
} from "./errors";
import { deriveSealedVaultKey, openSessionSeal, type TKeySeal, type TSessionSeal } from "./session-seal";
import { openBytes, opensCheckValue, sealBytes } from "./vault-crypto";
import type { TStoredWallet, TVaultRecord } from "./vault-record";
import { readStoredVault, writeStoredVault } from "./vault-store";
import { checkWalletName, nextDefaultWalletName } from "./wallet-names";

/** What the rest of the app may know about a wallet. */
export interface TWalletInfo {
  walletId: string;
  name: string;
  publicKey: string;
  createdAt: string;
  /** A generated wallet whose secret key backup was not acknowledged yet. */
  backupPending?: boolean;
}

export interface TAddWalletInput {
  /** Omitted: the first free 'WALLET #n'. */
  name?: string;
  secret: string;
  /** Generated wallets: the backup screen must be acknowledged before the wallet is used. */
  backupPending?: boolean;
}

function toInfo(wallet: TStoredWallet): TWalletInfo {
  return {
    walletId: wallet.walletId,
    name: wallet.name,
    publicKey: wallet.publicKey,
    createdAt: wallet.createdAt,
    backupPending: wallet.backupPending === true,
  };
}

/** The opened bytes as an S… seed, or null when they are not the seed of `publicKey`. */
function decodeSecret(plaintext: Uint8Array, publicKey: string): string | null {
  let secret: string;
  try {
    secret = utf8Text(plaintext);
  } catch {
    return null;
  }
  if (!StrKey.isValidEd25519SecretSeed(secret)) return null;
  return Keypair.fromSecret(secret).publicKey() === publicKey ? secret : null;
}

/**
 * The vault after the password was checked. Holds the derived, non-extractable AES key in memory and nothing
 * else secret; every operation re-reads the stored record so other tabs' changes are seen. `lock()` drops the
 * key: public information stays readable, anything needing a secret throws `VaultLockedError` until
 * `confirmPassword` derives the key again.
 */
export class UnlockedVault {
  #key: CryptoKey | null;
  /** The record's salt identifies this generation of the vault (a reset or an upgrade changes it). */
  #salt: string;
  #unlockedAt: number;
  /** The key's bytes sealed for a resume after a reload; dropped with the key. */
  #seal: TKeySeal | null;

  /** Made by `createVault` / `unlockVault` / `resumeVault`; not exported from the feature. */
  constructor(key: CryptoKey, salt: string, seal: TKeySeal | null = null, unlockedAt = Date.now()) {
    this.#key = key;
    this.#salt = salt;
    this.#seal = seal;
    this.#unlockedAt = unlockedAt;
  }

  /**
   * Re-opens the session a tab sealed before a reload. `null` when the seal no longer fits the stored vault
   * (reset, other password, damaged). The password-entry time carries over, so the PASSWORD preference keeps
   * counting from the real login.
   */
  static async resume(seal: TSessionSeal): Promise<UnlockedVault | null> {
    const key = await openSessionSeal(seal);
    if (key === null) return null;
    return new UnlockedVault(key, seal.salt, { wrapKey: seal.wrapKey, box: seal.box }, seal.unlockedAt);
  }

  /** The sealed key for a resume after a reload; null while locked or when the handle was made without one. */
  get sessionSeal(): TSessionSeal | null {
    if (this.#key === null || this.#seal === null) return null;
    return { ...this.#seal, salt: this.#salt, unlockedAt: this.#unlockedAt };
  }

  get isLocked(): boolean {
    return this.#key === null;
  }

  /** When the password was last entered (unlock or confirmation), in ms since the epoch. */
  get unlockedAt(): number {
    return this.#unlockedAt;
  }

  lock(): void {
    this.#key = null;
    this.#seal = null;
  }

  /** Checks the password again (the confirm modal) and re-arms a locked handle. */
  async confirmPassword(password: string): Promise<void> {
    const record = this.#record();
    const { key, seal } = await deriveSealedVaultKey(password, record.kdf);
    if (!(await opensCheckValue(key, record.check))) throw new WrongPasswordError();
    this.#key = key;
    this.#seal = seal;
    this.#unlockedAt = Date.now();
  }

  listWallets(): TWalletInfo[] {
    return this.#record().wallets.map(toInfo);
  }

  get selectedWalletId(): string | null {
    const record = this.#record();
    const id = record.selectedWalletId;
    return record.wallets.some((wallet) => wallet.walletId === id) ? id : null;
  }

  async selectWallet(walletId: string): Promise<void> {
    this.#commit((record) => {
      this.#find(record, walletId);
      record.selectedWalletId = walletId;
    });
  }

  /** Imports a secret key (trimmed), seals it and selects the new wallet. */
  async addWallet(input: TAddWalletInput): Promise<TWalletInfo> {
    const key = this.#requireKey();
    const secret = input.secret.trim();
    if (secret.length === 0) throw new KeystoreError(KEYSTORE_MESSAGES.secretRequired);
    if (!StrKey.isValidEd25519SecretSeed(secret)) throw new KeystoreError(KEYSTORE_MESSAGES.secretInvalid);
    const publicKey = Keypair.fromSecret(secret).publicKey();
    this.#checkNewWallet(this.#record(), publicKey, input.name);
    const plaintext = utf8Bytes(secret);
    let sealed: TStoredWallet["secret"];
    try {
      sealed = await sealBytes(key, plaintext, publicKey);
    } finally {
      wipe(plaintext);
    }
    return this.#commit((record) => {
      const name = this.#checkNewWallet(record, publicKey, input.name);
      const wallet: TStoredWallet = {
        walletId: crypto.randomUUID(),
        name,
        publicKey,
        createdAt: new Date().toISOString(),
        secret: sealed,
        ...(input.backupPending ? { backupPending: true as const } : {}),
      };
      record.wallets.push(wallet);
      record.selectedWalletId = wallet.walletId;
      return toInfo(wallet);
    });
  }

  /**
   * Generate Random Wallet: a fresh key pair, stored like an import but marked as not backed up until
   * `markBackedUp` (the backup screen's three acknowledgements).
   */
  async generateWallet(input: { name?: string } = {}): Promise<TWalletInfo> {
    return this.addWallet({ ...input, secret: Keypair.random().secret(), backupPending: true });
  }

  /** The person acknowledged the backup of this wallet's secret key. */
  async markBackedUp(walletId: string): Promise<TWalletInfo> {
    return this.#commit((record) => {
      const wallet = this.#find(record, walletId);
      delete wallet.backupPending;
      return toInfo(wallet);
    });
  }

  async renameWallet(walletId: string, name: string): Promise<TWalletInfo> {
    return this.#commit((record) => {
      const wallet = this.#find(record, walletId);
      wallet.name = checkWalletName(name, record.wallets, walletId);
      return toInfo(wallet);
    });
  }

  /** Forgets a wallet on this device; the selection moves to the first remaining wallet. */
  async removeWallet(walletId: string): Promise<void> {
    this.#commit((record) => {
      this.#find(record, walletId);
      record.wallets = record.wallets.filter((wallet) => wallet.walletId !== walletId);
      if (record.selectedWalletId === walletId) record.selectedWalletId = record.wallets[0]?.walletId ?? null;
    });
  }

  /** The secret key in S… form, for the backup screen and Wallet Security. */
  async revealSecret(walletId: string): Promise<string> {
    return this.withSecret(walletId, (secret) => secret);
  }

  /**
   * Decrypts one wallet's secret for the duration of `use` only. The decrypted bytes are wiped afterwards;
   * `use` must not keep the string.
   */
  async withSecret<T>(walletId: string, use: (secret: string) => T | Promise<T>): Promise<T> {
    const key = this.#requireKey();
    const wallet = this.#find(this.#record(), walletId);
    const plaintext = await openBytes(key, wallet.secret, wallet.publicKey);
    if (plaintext === null) throw new KeystoreError(KEYSTORE_MESSAGES.walletDamaged);
    try {
      const secret = decodeSecret(plaintext, wallet.publicKey);
      if (secret === null) throw new KeystoreError(KEYSTORE_MESSAGES.walletDamaged);
      return await use(secret);
    } finally {
      wipe(plaintext);
    }
  }

  #requireKey(): CryptoKey {
    if (this.#key === null) throw new VaultLockedError();
    return this.#key;
  }

  /** The stored record, provided it is still the vault this handle unlocked. */
  #record(): TVaultRecord {
    const stored = readStoredVault();
    if (stored.state !== "ready" || stored.record.kdf.salt !== this.#salt) {
      this.#key = null;
      this.#seal = null;
      throw new KeystoreError(KEYSTORE_MESSAGES.vaultChanged);
    }
    return stored.record;
  }

  /** Read, change and write in one synchronous step, so concurrent calls in this tab never lose an update. */
  #commit<T>(change: (record: TVaultRecord) => T): T {
    const record = this.#record();
    const result = change(record);
    writeStoredVault(record);
    return result;
  }

  #find(record: TVaultRecord, walletId: string): TStoredWallet {
    const wallet = record.wallets.find((candidate) => candidate.walletId === walletId);
    if (!wallet) throw new KeystoreError(KEYSTORE_MESSAGES.walletNotFound);
    return wallet;
  }

  #checkNewWallet(record: TVaultRecord, publicKey: string, name: string | undefined): string {
    const existing = record.wallets.find((wallet) => wallet.publicKey === publicKey);
    if (existing) throw new DuplicateWalletError(existing.walletId);
    return name === undefined ? nextDefaultWalletName(record.wallets) : checkWalletName(name, record.wallets);
  }
}
