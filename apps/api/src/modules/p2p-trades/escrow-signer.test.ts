import { randomBytes } from "node:crypto";
import { Keypair } from "@stellar/stellar-sdk";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/support/test-app";
import { loadSettings, SettingsError } from "../../settings";
import { OperatorKeys } from "../demo-world/operator-keys";
import { tradeEscrowKeys } from "./trade-escrow";

describe("the escrow signer's key (ESCROW_SIGNER_SECRET)", () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it("is read and checked from the environment", () => {
    const key = Keypair.random();
    expect(loadSettings({ ESCROW_SIGNER_SECRET: key.secret() }).escrowSignerSecret).toBe(key.secret());
    expect(loadSettings({}).escrowSignerSecret).toBeUndefined();
    expect(() => loadSettings({ ESCROW_SIGNER_SECRET: key.publicKey() })).toThrow(SettingsError);
    expect(() => loadSettings({ ESCROW_SIGNER_SECRET: key.publicKey() })).toThrow(/ESCROW_SIGNER_SECRET/);
    expect(loadSettings({}).escrowReconcileMinutes).toBe(10);
    expect(loadSettings({ ESCROW_RECONCILE_MINUTES: "0" }).escrowReconcileMinutes).toBe(0);
    expect(() => loadSettings({ ESCROW_RECONCILE_MINUTES: "ten" })).toThrow(/ESCROW_RECONCILE_MINUTES/);
  });

  it("set: the escrow signer is that key, never the fee account's", async () => {
    const key = Keypair.random();
    app = await createTestApp("pglite", { escrowSignerSecret: key.secret(), escrowReconcileMinutes: 0 });
    const keys = tradeEscrowKeys(app, await OperatorKeys.load(app.database.db));
    expect(keys).toMatchObject({ fromSetting: true });
    expect(keys.signer.publicKey()).toBe(key.publicKey());
    expect(keys.sponsor.publicKey()).not.toBe(key.publicKey());
  });

  it("unset (development): derived from the operator seed, stable, and not the fee account's key", async () => {
    const operatorSeed = randomBytes(32).toString("hex");
    app = await createTestApp("pglite", { operatorSeed, escrowReconcileMinutes: 0 });
    const operator = await OperatorKeys.load(app.database.db);
    const first = tradeEscrowKeys(app, operator);
    expect(first.fromSetting).toBe(false);
    expect(first.signer.publicKey()).not.toBe(operator.keypair("fee").publicKey());
    expect(first.signer.publicKey()).toBe(tradeEscrowKeys(app, operator).signer.publicKey());
    expect(first.sponsor.publicKey()).toBe(operator.keypair("fee").publicKey());
  });

  it("refuses to start when it is the fee account's key", async () => {
    const operatorSeed = randomBytes(32).toString("hex");
    const fee = new OperatorKeys(Buffer.from(operatorSeed, "hex")).keypair("fee");
    await expect(
      createTestApp("pglite", { operatorSeed, escrowSignerSecret: fee.secret(), escrowReconcileMinutes: 0 }),
    ).rejects.toThrow(/ESCROW_SIGNER_SECRET must not be the fee account's key/);
  });
});
