import { KEYSTORE_MESSAGES, KeystoreError } from "./errors";

/** Default names follow the spec's 'WALLET #1' pattern. */
const DEFAULT_NAME_PREFIX = "WALLET #";
export const MAX_WALLET_NAME_LENGTH = 64;

function sameName(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
}

/**
 * Trims the name and checks it: not empty, not too long and not used by another wallet (compared without case).
 * `exceptWalletId` lets a wallet keep its own name on rename.
 */
export function checkWalletName(
  name: string,
  wallets: ReadonlyArray<{ walletId: string; name: string }>,
  exceptWalletId?: string,
): string {
  const trimmed = name.trim();
  if (trimmed.length === 0) throw new KeystoreError(KEYSTORE_MESSAGES.nameRequired);
  if (trimmed.length > MAX_WALLET_NAME_LENGTH) {
    throw new KeystoreError(`Name can't be longer than ${MAX_WALLET_NAME_LENGTH} characters.`);
  }
  if (wallets.some((wallet) => wallet.walletId !== exceptWalletId && sameName(wallet.name, trimmed))) {
    throw new KeystoreError(KEYSTORE_MESSAGES.nameTaken);
  }
  return trimmed;
}

/** The first free 'WALLET #n', counting from the number of wallets. */
export function nextDefaultWalletName(wallets: ReadonlyArray<{ name: string }>): string {
  for (let n = wallets.length + 1; ; n++) {
    const candidate = `${DEFAULT_NAME_PREFIX}${n}`;
    if (!wallets.some((wallet) => sameName(wallet.name, candidate))) return candidate;
  }
}
