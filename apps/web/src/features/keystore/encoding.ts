/** Byte encodings used by the vault record and keystore files; browser-native, no Node Buffer. */

const utf8Encoder = new TextEncoder();
const utf8Decoder = new TextDecoder("utf-8", { fatal: true });

export function utf8Bytes(text: string): Uint8Array<ArrayBuffer> {
  return utf8Encoder.encode(text);
}

/** Strict UTF-8 decoding: invalid bytes throw instead of turning into replacement characters. */
export function utf8Text(bytes: Uint8Array): string {
  return utf8Decoder.decode(bytes);
}

export function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Standard or URL-safe base64, padding optional. Returns null when the text is not base64. */
export function fromBase64(text: string): Uint8Array<ArrayBuffer> | null {
  const standard = text.trim().replace(/-/g, "+").replace(/_/g, "/");
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(standard)) return null;
  const padded = standard.padEnd(Math.ceil(standard.length / 4) * 4, "=");
  try {
    const binary = atob(padded);
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

/** Hex of even length (either case). Returns null when the text is not hex. */
export function fromHex(text: string): Uint8Array<ArrayBuffer> | null {
  const hex = text.trim();
  if (hex.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(hex)) return null;
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/** Overwrites a buffer that held secret material once it is no longer needed. */
export function wipe(bytes: Uint8Array): void {
  bytes.fill(0);
}

export function randomBytes(length: number): Uint8Array<ArrayBuffer> {
  return crypto.getRandomValues(new Uint8Array(length));
}
