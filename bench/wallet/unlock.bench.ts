// Time to unlock the vault in real Chromium: PBKDF2-HMAC-SHA256 with the vault's iteration count, deriving the
// AES-256-GCM key, then opening the sealed check value — exactly the work a login does before anything renders.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { VAULT_KDF_ITERATIONS } from "../../apps/web/src/features/keystore/vault-crypto";
import { launchChromium } from "../../e2e/support/chromium";
import { percentile, printTable } from "../lib/measure";

const runs = Number(process.env.BENCH_RUNS ?? 5);
// WebCrypto needs a secure context: a page served from 127.0.0.1 is one.
const server = createServer((_req, res) => res.end("<!doctype html><title>bench</title>"));
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const browser = await launchChromium();
const page = await browser.newPage();
await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);

// Sent as source text: the TypeScript runner's helpers do not exist inside the page.
const inPage = `(async () => {
  const iterations = ${VAULT_KDF_ITERATIONS};
  const runs = ${runs};
  const enc = new TextEncoder();
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const iv = crypto.getRandomValues(new Uint8Array(12));
  async function derive(password) {
    const base = await crypto.subtle.importKey("raw", enc.encode(password), "PBKDF2", false, ["deriveKey"]);
    return crypto.subtle.deriveKey({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, base,
      { name: "AES-GCM", length: 256 }, false, ["encrypt", "decrypt"]);
  }
  const key = await derive("correct horse 1");
  const check = await crypto.subtle.encrypt({ name: "AES-GCM", iv }, key, crypto.getRandomValues(new Uint8Array(32)));
  const out = [];
  for (let i = 0; i < runs; i += 1) {
    const t0 = performance.now();
    const unlocked = await derive("correct horse 1");
    await crypto.subtle.decrypt({ name: "AES-GCM", iv }, unlocked, check);
    out.push(performance.now() - t0);
  }
  return out;
})()`;
const timings = (await page.evaluate(inPage)) as number[];
await browser.close();
server.close();

timings.sort((a, b) => a - b);
printTable(
  `Vault unlock in Chromium (PBKDF2-SHA256 ${VAULT_KDF_ITERATIONS.toLocaleString("en")} rounds + AES-GCM open)`,
  [
    ["runs", runs],
    ["median ms", percentile(timings, 50).toFixed(0)],
    ["slowest ms", (timings.at(-1) ?? 0).toFixed(0)],
  ],
);
