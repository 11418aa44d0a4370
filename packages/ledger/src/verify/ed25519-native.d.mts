/** Whether `signature` is `publicKey`'s Ed25519 signature of `message` (false for malformed keys or signatures). */
export function verifyEd25519(publicKey: Uint8Array, message: Uint8Array, signature: Uint8Array): boolean;
