import { createHash } from "node:crypto";

export { verifyEd25519 } from "../verify/ed25519-native.mjs";

export function sha256(data: Uint8Array): Buffer {
  return createHash("sha256").update(data).digest();
}
