import { Keypair, Operation, TransactionBuilder, xdr } from "@stellar/stellar-sdk";
import { afterEach, describe, expect, it } from "vitest";
import { openNode, signedEnvelope, useNodeDirs } from "../../test/support/ledger-node";
import { STANDALONE_PASSPHRASE } from "../constants";
import type { VerifierPool, VerifyItem } from "../verify/verifier-pool";
import type { LedgerNode } from "./ledger-node";
import { SubmissionQueue } from "./submission-queue";

const root = Keypair.master(STANDALONE_PASSPHRASE);
const dirs = useNodeDirs("sextant-queue-");
const nodes: LedgerNode[] = [];
afterEach(() => {
  for (const n of nodes.splice(0)) n.shutdown();
});

function rootPayments(count: number): string[] {
  return Array.from({ length: count }, (_, i) =>
    signedEnvelope(root, BigInt(i), [
      Operation.createAccount({ destination: Keypair.random().publicKey(), startingBalance: "5" }),
    ]),
  );
}

/** `envelope` signed by a stranger instead, the signature's hint rewritten to name the root account. */
function strangerSigned(envelope: string): string {
  const hash = TransactionBuilder.fromXDR(envelope, STANDALONE_PASSPHRASE).hash();
  const wire = xdr.TransactionEnvelope.schema.decode(Buffer.from(envelope, "base64"));
  if (wire.type !== 2) throw new Error("a v1 envelope was expected");
  wire.v1.signatures = [{ hint: root.signatureHint(), signature: Keypair.random().sign(hash) }];
  return Buffer.from(xdr.TransactionEnvelope.schema.encode(wire)).toString("base64");
}

/** A pool whose answers the test releases by hand, in any order; it answers "valid" for every check. */
function handPool() {
  const waiting: (() => void)[] = [];
  const pool = {
    verify(items: VerifyItem[]) {
      return new Promise<(boolean | undefined)[]>((resolve) =>
        waiting.push(() => resolve(items.map(() => true))),
      );
    },
  } as unknown as VerifierPool;
  return { pool, waiting };
}

function start(pool?: VerifierPool): { node: LedgerNode; queue: SubmissionQueue } {
  const node = openNode(dirs.tempDir());
  nodes.push(node);
  return { node, queue: new SubmissionQueue(node, STANDALONE_PASSPHRASE, pool) };
}

describe("SubmissionQueue", () => {
  it("applies submissions in arrival order even when their verifications finish in reverse", async () => {
    const { pool, waiting } = handPool();
    const { node, queue } = start(pool);
    const submitted = rootPayments(5).map((e) => queue.submit(e));
    expect(queue.waiting).toBe(5);
    expect(node.state.getAccount(root.publicKey())?.seqNum).toBe(0n);
    for (const release of waiting.reverse()) release();
    const answers = await Promise.all(submitted);
    expect(answers.map((a) => a.accepted.status)).toEqual([
      "pending",
      "pending",
      "pending",
      "pending",
      "pending",
    ]);
    expect(node.state.getAccount(root.publicKey())?.seqNum).toBe(5n);
    expect(queue.waiting).toBe(0);
  });

  it("runs work queued behind a submission only after it, and work with nothing before it at once", async () => {
    const { pool, waiting } = handPool();
    const { node, queue } = start(pool);
    const order: string[] = [];
    const immediate = queue.run(() => order.push("first"));
    const [envelope] = rootPayments(1);
    const submitted = queue.submit(envelope as string).then(() => order.push("submission"));
    const behind = queue.run(() => {
      order.push("behind");
      return node.state.getAccount(root.publicKey())?.seqNum;
    });
    await immediate;
    expect(order).toEqual(["first"]);
    waiting[0]?.();
    expect(await behind).toBe(1n);
    await submitted;
    expect(order).toEqual(["first", "behind", "submission"]);
  });

  it("uses the pool's answers: a signature the pool calls valid is not verified again", async () => {
    const { pool, waiting } = handPool();
    const { queue } = start(pool);
    const [envelope] = rootPayments(1);
    // Signed by a stranger whose key hint was rewritten to the root's: only the pool's "valid" lets it in.
    const submitted = queue.submit(strangerSigned(envelope as string));
    waiting[0]?.();
    expect((await submitted).accepted.status).toBe("pending");
  });

  it("verifies on its own thread without a pool, and refuses the same forged signature", async () => {
    const { queue } = start();
    const [envelope] = rootPayments(1);
    const answer = await queue.submit(strangerSigned(envelope as string));
    expect(answer.accepted.status).toBe("rejected");
  });

  it("answers a malformed envelope at once, without a hash", async () => {
    const { queue } = start();
    expect(await queue.submit("not xdr")).toEqual({
      accepted: { status: "malformed", envelopeXdr: "not xdr" },
      hash: undefined,
    });
  });
});
