import { Account, Keypair, MuxedAccount } from "@stellar/stellar-sdk";
import { describe, expect, it } from "vitest";
import { muxedFields, muxedToAccount } from "./muxed";

describe("muxed accounts", () => {
  it("resolves the base account and renders Horizon's *_muxed fields", () => {
    const base = Keypair.random();
    const muxed = new MuxedAccount(new Account(base.publicKey(), "0"), "42");
    const wire = { type: 256 as const, med25519: { id: 42n, ed25519: base.rawPublicKey() } };
    expect(muxedToAccount(wire)).toBe(base.publicKey());
    expect(muxedFields(wire, "to")).toEqual({ to_muxed: muxed.accountId(), to_muxed_id: "42" });
    expect(muxedFields({ type: 0, ed25519: base.rawPublicKey() }, "to")).toEqual({});
  });
});
