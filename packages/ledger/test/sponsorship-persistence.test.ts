import {
  Account,
  Asset,
  Keypair,
  Operation,
  TimeoutInfinite,
  TransactionBuilder,
  type xdr,
} from "@stellar/stellar-sdk";
import { describe, expect, it } from "vitest";
import { STANDALONE_PASSPHRASE } from "../src/constants";
import type { LedgerNode } from "../src/node/ledger-node";
import { createAccounts, openNode, reopenNode, useNodeDirs } from "./support/ledger-node";
import { sandwich } from "./support/sponsorship";

const dirs = useNodeDirs("sextant-ledger-sponsorship-");

/** Submits `ops` from `source`, signed by every key in `signers`, expecting the transaction applied. */
async function submitSigned(node: LedgerNode, source: Keypair, signers: Keypair[], ops: xdr.Operation[]) {
  const seq = node.state.getAccount(source.publicKey())?.seqNum ?? 0n;
  const builder = new TransactionBuilder(new Account(source.publicKey(), seq.toString()), {
    fee: "100",
    networkPassphrase: STANDALONE_PASSPHRASE,
  }).setTimeout(TimeoutInfinite);
  for (const op of ops) builder.addOperation(op);
  const tx = builder.build();
  for (const key of signers) tx.sign(key);
  expect((await node.submit(tx.toXdr())).status).toBe("applied");
}

describe("sponsorships across restarts", () => {
  it("replay from the log and load from a snapshot into the same sponsors and counts", async () => {
    const dataDir = dirs.tempDir();
    const first = openNode(dataDir);
    const [sponsor, owner, issuer] = await createAccounts(first);
    const created = Keypair.random();
    const asset = new Asset("KEEP", issuer.publicKey());
    const signerKey = Keypair.random().publicKey();
    await submitSigned(
      first,
      sponsor,
      [sponsor, created],
      sandwich(sponsor, created, [
        Operation.createAccount({ destination: created.publicKey(), startingBalance: "0" }),
      ]),
    );
    await submitSigned(
      first,
      sponsor,
      [sponsor, owner],
      sandwich(sponsor, owner, [
        Operation.changeTrust({ asset, source: owner.publicKey() }),
        Operation.manageData({ name: "d", value: "1", source: owner.publicKey() }),
        Operation.setOptions({
          signer: { ed25519PublicKey: signerKey, weight: 1 },
          source: owner.publicKey(),
        }),
      ]),
    );
    const ownerBefore = first.state.getAccount(owner.publicKey());
    expect(ownerBefore?.numSponsored).toBe(3);
    expect(ownerBefore?.dataSponsors?.get("d")).toBe(sponsor.publicKey());
    expect(first.state.getAccount(sponsor.publicKey())?.numSponsoring).toBe(5);
    expect(first.state.getAccount(created.publicKey())?.sponsor).toBe(sponsor.publicKey());

    const fromLog = reopenNode(dataDir, first);
    fromLog.shutdown();
    const fromSnapshot = reopenNode(dataDir, first);
    // the restored state keeps working: removing the data entry gives the sponsor one reserve back
    await submitSigned(fromSnapshot, owner, [owner], [Operation.manageData({ name: "d", value: null })]);
    expect(fromSnapshot.state.getAccount(sponsor.publicKey())?.numSponsoring).toBe(4);
    expect(fromSnapshot.state.getAccount(owner.publicKey())?.numSponsored).toBe(2);
    fromSnapshot.shutdown();
    first.shutdown();
  });
});
