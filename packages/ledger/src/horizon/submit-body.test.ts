import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { startLedger } from "../index";

describe("POST /transactions bodies", () => {
  it("answers 415 for JSON, 400 transaction_malformed for a missing or undecodable envelope", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "sextant-ledger-body-"));
    const ledger = await startLedger({ dataDir, port: 0, closeMs: 0 });
    try {
      const post = (body: string, type: string) =>
        fetch(`${ledger.url}/transactions`, { method: "POST", body, headers: { "Content-Type": type } });
      expect((await post('{"tx":"AAAA"}', "application/json")).status).toBe(415);
      const missing = await post("", "application/x-www-form-urlencoded");
      expect(missing.status).toBe(400);
      const garbage = await post("tx=bm90IHhkcg%3D%3D", "application/x-www-form-urlencoded");
      expect(await garbage.json()).toMatchObject({
        status: 400,
        type: "https://stellar.org/horizon-errors/transaction_malformed",
        extras: { envelope_xdr: "bm90IHhkcg==" },
      });
      const form = new FormData();
      form.set("tx", "bm90IHhkcg==");
      const multipart = await fetch(`${ledger.url}/transactions`, { method: "POST", body: form });
      expect(await multipart.json()).toMatchObject({ extras: { envelope_xdr: "bm90IHhkcg==" } });
    } finally {
      await ledger.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
