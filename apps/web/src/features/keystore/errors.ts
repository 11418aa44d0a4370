/**
 * Typed errors of the keystore. Messages are safe to show to the user: none of them ever contains a secret
 * key, a password or anything derived from one.
 */

export const KEYSTORE_MESSAGES = {
  wrongPassword: "Wrong password please try again.",
  vaultExists: "A session password already exists on this device.",
  vaultMissing: "No session password exists on this device.",
  vaultDamaged: "The stored wallets are damaged and cannot be opened. Use Forgot Password to start again.",
  vaultUnsupported: "The stored wallets were written by a newer version of Sextant.",
  vaultChanged: "The wallets changed in another tab. Please log in again.",
  vaultLocked: "Enter your password to continue.",
  secretRequired: "Private key is required.",
  secretInvalid: "Invalid secret key.",
  walletDuplicate: "This wallet is already imported.",
  walletNotFound: "Wallet not found.",
  walletDamaged: "This wallet's stored key is damaged and cannot be opened.",
  nameRequired: "Name field can't be empty.",
  nameTaken: "This name already used.",
  invalidTransaction: "Invalid transaction.",
  invalidChallenge: "Not a valid sign-in challenge.",
  invalidKeystoreFile: "Invalid keystore file.",
} as const;

/** Base of every keystore error, so callers can tell them from unexpected failures. */
export class KeystoreError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** The password did not decrypt the check value (vault) or the ciphertext (keystore file). */
export class WrongPasswordError extends KeystoreError {
  constructor() {
    super(KEYSTORE_MESSAGES.wrongPassword);
  }
}

/** An operation needs the derived key, but it was dropped (logout, policy timeout) and must be re-entered. */
export class VaultLockedError extends KeystoreError {
  constructor() {
    super(KEYSTORE_MESSAGES.vaultLocked);
  }
}

/** A keystore file that is not JSON, misses fields or holds impossible parameters. */
export class InvalidKeystoreFileError extends KeystoreError {
  constructor() {
    super(KEYSTORE_MESSAGES.invalidKeystoreFile);
  }
}

/** Importing a key whose public key is already in the vault. */
export class DuplicateWalletError extends KeystoreError {
  constructor(readonly walletId: string) {
    super(KEYSTORE_MESSAGES.walletDuplicate);
  }
}
