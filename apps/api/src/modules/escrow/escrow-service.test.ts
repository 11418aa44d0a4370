import { toStroops } from "@sextant/core";
import { Asset, Keypair, Operation, type Transaction, TransactionBuilder } from "@stellar/stellar-sdk";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../test/support/test-database";
import { startTestLedger, type TestLedger } from "../../../test/support/test-ledger";
import { escrowMovements } from "../../db/schema";
import { ESCROW_CONFIRMATION_FAILED, type EscrowRequest, EscrowService } from "./escrow-service";

/**
 * The escrow service against the real standalone ledger and a database: open, the payer's funding and refund
 * signature, the read-back, and settlement that stores its envelope first and resubmits it after a lost answer.
 */
describe("escrow service", () => {
  let ledger: TestLedger;
  let database: TestDatabase;
  let service: EscrowService;
  let passphrase: string;
  const issuer = Keypair.random();
  const sponsor = Keypair.random();
  const signer = Keypair.random();
  const seller = Keypair.random();
  const buyer = Keypair.random();
  const feeAccount = Keypair.random();
  const asset = new Asset("LEVELG", issuer.publicKey());
  /** When set, the next submission's answer is lost after the ledger applied it (a crash after submitting). */
  let loseNextAnswer = false;

  beforeAll(async () => {
    [ledger, database] = await Promise.all([startTestLedger(), createTestDatabase("pglite")]);
    passphrase = ledger.ledger.networkPassphrase;
    await Promise.all([issuer, sponsor, seller, buyer, feeAccount].map((k) => ledger.fund(k)));
    for (const holder of [seller, buyer, feeAccount])
      await ledger.submit(holder, [Operation.changeTrust({ asset })]);
    await ledger.submit(issuer, [
      Operation.payment({ destination: seller.publicKey(), asset, amount: "1000" }),
    ]);
    const horizon = ledger.horizon;
    const submit = horizon.submitTransaction.bind(horizon);
    horizon.submitTransaction = (async (...args: Parameters<typeof submit>) => {
      const answer = await submit(...args);
      if (loseNextAnswer) {
        loseNextAnswer = false;
        throw new Error("connection reset");
      }
      return answer;
    }) as typeof submit;
    service = new EscrowService(database.db, horizon, { signer, sponsor }, passphrase);
  });
  afterAll(async () => {
    await Promise.all([ledger.stop(), database.destroy()]);
  });

  const request = (reference: string): EscrowRequest => ({
    purpose: "p2p_trade",
    reference,
    payer: seller.publicKey(),
    payee: buyer.publicKey(),
    feeDestination: feeAccount.publicKey(),
    assetCode: "LEVELG",
    assetIssuer: issuer.publicKey(),
    amount: toStroops("10"),
    fee: toStroops("0.01"),
  });

  function signAs(xdr: string, keypair: Keypair): { tx: Transaction; signature: string } {
    const tx = TransactionBuilder.fromXDR(xdr, passphrase) as Transaction;
    tx.sign(keypair);
    return { tx, signature: Buffer.from(keypair.sign(tx.hash())).toString("base64") };
  }

  /** Opens and funds an escrow; `withRefundSignature` also hands the payer's refund signature over first. */
  async function fundedEscrow(reference: string, withRefundSignature = true) {
    const opened = await service.open(request(reference));
    expect(await service.open(request(reference))).toMatchObject({
      id: opened.id,
      accountId: opened.accountId,
    });
    const { fundingXdr, refundXdr } = await service.payerTransactions(opened, `p2p-${reference}`);
    // Only the payer's signature of the refund is taken.
    await expect(
      service.storeSignature(opened, "refund", signAs(refundXdr, buyer).signature),
    ).rejects.toThrow();
    if (withRefundSignature)
      await service.storeSignature(opened, "refund", signAs(refundXdr, seller).signature);
    const funding = signAs(fundingXdr, seller);
    await ledger.horizon.submitTransaction(funding.tx);
    const hash = Buffer.from(funding.tx.hash()).toString("hex");
    // A hash that is not the payer's funding is refused.
    await expect(service.confirmFunding(opened, "0".repeat(64))).rejects.toMatchObject({
      message: ESCROW_CONFIRMATION_FAILED,
    });
    const current = await service.find("p2p_trade", reference);
    if (!current) throw new Error("no escrow");
    const funded = await service.confirmFunding(current, hash);
    expect(funded.status).toBe("funded");
    return funded;
  }

  it("opens, funds, checks and releases once; a lost answer is settled by resubmitting the same envelope", async () => {
    const funded = await fundedEscrow("a");
    await expect(service.settle(funded, "release")).rejects.toThrow(/not signed/);
    await service.storeSignature(funded, "release", signAs(service.releaseXdr(funded), buyer).signature);
    const [withRelease] = [await service.find("p2p_trade", "a")];
    if (!withRelease) throw new Error("no escrow");
    loseNextAnswer = true;
    const first = await service.settle(withRelease, "release");
    expect(first.applied).toBe(true);
    const again = await service.settle(withRelease, "release");
    expect(again).toEqual(first);
    await expect(service.settle(withRelease, "refund")).rejects.toThrow(/already settled by its release/);
    const movements = await database.db
      .select()
      .from(escrowMovements)
      .where(eq(escrowMovements.escrowId, funded.id));
    expect(movements.map((m) => m.kind).sort()).toEqual(["funding", "release"]);
    expect((await service.find("p2p_trade", "a"))?.status).toBe("released");
    await expect(ledger.horizon.loadAccount(funded.accountId)).rejects.toBeInstanceOf(Error);
  });

  it("a funded escrow reads back clean; the refund the funding pre-authorised returns everything to the payer, without the payer's signature", async () => {
    const funded = await fundedEscrow("b", false);
    expect(funded.refundPayerSignature).toBeNull();
    expect(await service.fundingProblem(funded)).toBeNull();
    const refunded = await service.settle(funded, "refund");
    expect(refunded.applied).toBe(true);
    expect(await service.fundingProblem(funded)).toBe("the escrow account does not exist");
  });
});
