import { DuplicateWalletError, KEYSTORE_MESSAGES, KeystoreError } from "../keystore";
import { IMPORT_MESSAGES } from "./validation/import-key";

/**
 * What a failed import shows: the duplicate and keystore-file messages as they are, an invalid key as the
 * field's message, anything else as the spec's 'Error occurred please try again.'.
 */
export function importErrorMessage(error: unknown): { field: boolean; message: string } {
  if (error instanceof DuplicateWalletError) return { field: true, message: IMPORT_MESSAGES.duplicate };
  if (error instanceof KeystoreError && error.message === KEYSTORE_MESSAGES.secretInvalid) {
    return { field: true, message: IMPORT_MESSAGES.invalid };
  }
  if (error instanceof KeystoreError && error.message !== KEYSTORE_MESSAGES.walletDamaged) {
    return { field: false, message: error.message };
  }
  return { field: false, message: IMPORT_MESSAGES.failure };
}
