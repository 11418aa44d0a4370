import {
  createKeystoreFile,
  openKeystoreFile,
  serializeKeystoreFile,
  type TKeystoreFileOptions,
} from "./keystore-file";
import type { TWalletInfo, UnlockedVault } from "./unlocked-vault";

/** Exports one wallet of the open vault as a keystore file encrypted with `filePassword`. */
export async function exportWalletKeystore(
  vault: UnlockedVault,
  walletId: string,
  filePassword: string,
  options?: TKeystoreFileOptions,
): Promise<{ fileName: string; text: string }> {
  const file = await vault.withSecret(walletId, (secret) =>
    createKeystoreFile(secret, filePassword, options),
  );
  return {
    fileName: `sextant-${file.publicKey.slice(0, 8)}.keystore.json`,
    text: serializeKeystoreFile(file),
  };
}

/** Opens a keystore file (Sextant or legacy format) and adds its wallet to the vault. */
export async function importWalletKeystore(
  vault: UnlockedVault,
  fileText: string,
  filePassword: string,
  options: { name?: string; onProgress?: (fraction: number) => void } = {},
): Promise<TWalletInfo> {
  const opened = await openKeystoreFile(fileText, filePassword, options);
  return vault.addWallet(
    options.name === undefined ? { secret: opened.secret } : { name: options.name, secret: opened.secret },
  );
}
