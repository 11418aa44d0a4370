// Ed25519 verification off the ledger's main thread. Each message is one batch: `count` records of 128 bytes
// (public key 32, message 32, signature 64) in `buffer`; the answer is one byte per record (1 valid, 0 not).
// Plain JavaScript so that it runs the same under every loader (tsx, the test runner, plain node).
import { createPublicKey, verify } from "node:crypto";
import { parentPort } from "node:worker_threads";

const SPKI_PREFIX = Buffer.from("302a300506032b6570032100", "hex");
const keys = new Map();

function keyObject(raw) {
  const hex = raw.toString("hex");
  let key = keys.get(hex);
  if (!key) {
    key = createPublicKey({ key: Buffer.concat([SPKI_PREFIX, raw]), format: "der", type: "spki" });
    if (keys.size > 200_000) keys.clear();
    keys.set(hex, key);
  }
  return key;
}

parentPort?.on("message", ({ id, buffer, count }) => {
  const data = Buffer.from(buffer);
  const results = new Uint8Array(count);
  for (let i = 0; i < count; i++) {
    const at = i * 128;
    try {
      const ok = verify(
        null,
        data.subarray(at + 32, at + 64),
        keyObject(data.subarray(at, at + 32)),
        data.subarray(at + 64, at + 128),
      );
      results[i] = ok ? 1 : 0;
    } catch {
      results[i] = 0;
    }
  }
  parentPort?.postMessage({ id, results }, [results.buffer]);
});
