import { StrKey } from "@stellar/stellar-sdk";
import { utf8Text } from "./encoding";

const RAW_SEED_BYTES = 32;

/**
 * The decrypted content of a keystore as an S… secret seed: the seed's 56 ASCII characters, or (when allowed)
 * the 32 raw seed bytes some wallets stored instead. `null` for anything else.
 */
export function seedFromPlaintext(plaintext: Uint8Array, options: { allowRawSeed: boolean }): string | null {
  if (options.allowRawSeed && plaintext.length === RAW_SEED_BYTES) {
    return StrKey.encodeEd25519SecretSeed(plaintext);
  }
  let text: string;
  try {
    text = utf8Text(plaintext).trim();
  } catch {
    return null;
  }
  return StrKey.isValidEd25519SecretSeed(text) ? text : null;
}
