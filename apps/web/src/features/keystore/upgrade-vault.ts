import { wipe } from "./encoding";
import { KEYSTORE_MESSAGES, KeystoreError } from "./errors";
import { deriveSealedVaultKey, type TKeySeal } from "./session-seal";
import { newKdfParams, openBytes, sealBytes, sealCheckValue } from "./vault-crypto";
import type { TVaultRecord } from "./vault-record";
import { readStoredVault, writeStoredVault } from "./vault-store";

/**
 * Re-encrypts a vault under a key derived with more iterations and a fresh salt (same password). Runs right
 * after a successful unlock; written only if nobody changed the record meanwhile.
 */
export async function upgradeVaultKey(
  record: TVaultRecord,
  oldKey: CryptoKey,
  password: string,
  iterations: number,
): Promise<{ key: CryptoKey; salt: string; seal: TKeySeal }> {
  const kdf = newKdfParams(iterations);
  const { key, seal } = await deriveSealedVaultKey(password, kdf);
  const wallets = [];
  for (const wallet of record.wallets) {
    const plaintext = await openBytes(oldKey, wallet.secret, wallet.publicKey);
    if (plaintext === null) throw new KeystoreError(KEYSTORE_MESSAGES.walletDamaged);
    try {
      wallets.push({ ...wallet, secret: await sealBytes(key, plaintext, wallet.publicKey) });
    } finally {
      wipe(plaintext);
    }
  }
  const upgraded: TVaultRecord = { ...record, kdf, check: await sealCheckValue(key), wallets };
  const current = readStoredVault();
  if (current.state !== "ready" || JSON.stringify(current.record) !== JSON.stringify(record)) {
    throw new KeystoreError(KEYSTORE_MESSAGES.vaultChanged);
  }
  writeStoredVault(upgraded);
  return { key, salt: kdf.salt, seal };
}
