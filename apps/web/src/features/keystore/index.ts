/**
 * The keystore: the only place where secret keys exist in plain form and where signing happens. Everything
 * else in the app sees public keys, wallet ids and signed XDR. File format and parameters: docs/keystore.md.
 */

export { applyPasswordPolicy } from "./apply-password-policy";
export {
  DuplicateWalletError,
  InvalidKeystoreFileError,
  KEYSTORE_MESSAGES,
  KeystoreError,
  VaultLockedError,
  WrongPasswordError,
} from "./errors";
export { KEYSTORE_FILE_SCRYPT, type TKeystoreFile } from "./keystore-file";
export { logIn, type TLoginResult } from "./log-in";
export {
  decidePasswordPolicy,
  PASSWORD_KEY_LIFETIME_MS,
  type TPasswordPolicyDecision,
} from "./password-policy";
export { signChallenge, signTransaction } from "./sign-transaction";
export type { TAddWalletInput, TWalletInfo, UnlockedVault } from "./unlocked-vault";
export { createVault, hasVault, resetVault, unlockVault } from "./vault";
export { type TVaultKdfOptions, VAULT_KDF_ITERATIONS } from "./vault-crypto";
export {
  isVaultRecord,
  type TSealedBox,
  type TStoredWallet,
  type TVaultKdfParams,
  type TVaultRecord,
  VAULT_STORAGE_KEY,
} from "./vault-record";
export { exportWalletKeystore, importWalletKeystore } from "./wallet-keystore";
