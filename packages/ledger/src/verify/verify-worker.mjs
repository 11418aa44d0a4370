// Ed25519 verification off the ledger's main thread. Each message is one batch: `count` records of 128 bytes
// (public key 32, message 32, signature 64) in `buffer`; the answer is one byte per record (1 valid, 0 not).
import { parentPort } from "node:worker_threads";
import { verifyEd25519 } from "./ed25519-native.mjs";

parentPort?.on("message", ({ id, buffer, count }) => {
  const data = new Uint8Array(buffer);
  const results = new Uint8Array(count);
  for (let i = 0; i < count; i++) {
    const at = i * 128;
    const ok = verifyEd25519(
      data.subarray(at, at + 32),
      data.subarray(at + 32, at + 64),
      data.subarray(at + 64, at + 128),
    );
    results[i] = ok ? 1 : 0;
  }
  parentPort?.postMessage({ id, results }, [results.buffer]);
});
