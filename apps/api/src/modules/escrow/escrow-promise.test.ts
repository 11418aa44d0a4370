import { toStroops } from "@sextant/core";
import { Asset, Keypair, Operation, StrKey, type Transaction } from "@stellar/stellar-sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rejection } from "../../../test/support/rejection";
import { startTestLedger, type TestLedger } from "../../../test/support/test-ledger";
import {
  buildEscrowFunding,
  buildEscrowOutcome,
  buildEscrowSetup,
  type EscrowTerms,
  feeBumped,
  isSignatureOf,
  refundHash,
} from "./escrow-transactions";

/**
 * The escrow's promises proved on the real standalone ledger (docs/escrow.md): the platform's key alone moves
 * nothing, release and refund share one sequence so only one ever applies, and the release pays the buyer and
 * the fee and merges E.
 */
describe("escrow on the ledger", () => {
  let ledger: TestLedger;
  let passphrase: string;
  const issuer = Keypair.random();
  const sponsor = Keypair.random();
  const platformSigner = Keypair.random();
  const seller = Keypair.random();
  const buyer = Keypair.random();
  const feeAccount = Keypair.random();
  const asset = new Asset("LEVELG", issuer.publicKey());

  beforeAll(async () => {
    ledger = await startTestLedger();
    passphrase = ledger.ledger.networkPassphrase;
    await Promise.all([issuer, sponsor, seller, buyer, feeAccount].map((k) => ledger.fund(k)));
    for (const holder of [seller, buyer, feeAccount]) {
      await ledger.submit(holder, [Operation.changeTrust({ asset })]);
    }
    await ledger.submit(issuer, [
      Operation.payment({ destination: seller.publicKey(), asset, amount: "1000" }),
    ]);
  });
  afterAll(() => ledger.stop());

  async function balanceOf(account: string): Promise<string> {
    const loaded = await ledger.horizon.loadAccount(account);
    const line = loaded.balances.find(
      (b) => "asset_code" in b && b.asset_code === "LEVELG" && b.asset_issuer === issuer.publicKey(),
    );
    return line?.balance ?? "0";
  }

  /** Opens and funds a fresh escrow of 25 LEVELG + 0.25 fee; answers its terms and start sequence S. */
  async function fundedEscrow(): Promise<{ terms: EscrowTerms; start: bigint }> {
    const escrowKey = Keypair.random();
    const terms: EscrowTerms = {
      escrow: escrowKey.publicKey(),
      payer: seller.publicKey(),
      payee: buyer.publicKey(),
      platformSigner: platformSigner.publicKey(),
      feeDestination: feeAccount.publicKey(),
      asset,
      amount: toStroops("25"),
      fee: toStroops("0.25"),
    };
    const setup = buildEscrowSetup(
      await ledger.horizon.loadAccount(sponsor.publicKey()),
      terms.escrow,
      passphrase,
    );
    setup.sign(sponsor, escrowKey);
    await ledger.horizon.submitTransaction(setup);
    const created = await ledger.horizon.loadAccount(terms.escrow);
    // Bare until the funding: its own key only, no trustline, nothing of anyone's in it.
    expect(created.signers).toEqual([{ key: terms.escrow, weight: 1, type: "ed25519_public_key" }]);
    expect(created.balances.filter((b) => b.asset_type !== "native")).toEqual([]);
    const funding = buildEscrowFunding(
      await ledger.horizon.loadAccount(seller.publicKey()),
      terms,
      sponsor.publicKey(),
      BigInt(created.sequenceNumber()),
      "p2p-1",
      passphrase,
    );
    funding.sign(sponsor, escrowKey, seller);
    await ledger.horizon.submitTransaction(funding);
    const configured = await ledger.horizon.loadAccount(terms.escrow);
    expect(configured.thresholds).toEqual({ low_threshold: 2, med_threshold: 2, high_threshold: 2 });
    expect(configured.signers.find((signer) => signer.key === terms.escrow)?.weight).toBe(0);
    expect(
      configured.signers
        .filter((signer) => signer.weight === 1)
        .map((signer) => signer.key)
        .sort(),
    ).toEqual(
      [
        seller.publicKey(),
        buyer.publicKey(),
        platformSigner.publicKey(),
        StrKey.encodePreAuthTx(refundHash(terms, BigInt(created.sequenceNumber()), passphrase)),
      ].sort(),
    );
    expect(configured.sequenceNumber()).toBe(created.sequenceNumber());
    expect(await balanceOf(terms.escrow)).toBe("25.2500000");
    return { terms, start: BigInt(created.sequenceNumber()) };
  }

  function signed(tx: Transaction, ...signers: Keypair[]): Transaction {
    tx.sign(...signers);
    return tx;
  }

  it("the platform's key alone cannot move an escrow, nor one party alone, nor pay in more than the total", async () => {
    const { terms, start } = await fundedEscrow();
    const byPlatform = signed(buildEscrowOutcome("release", terms, start, passphrase), platformSigner);
    const codes = await rejection(
      ledger.horizon.submitTransaction(feeBumped(byPlatform, sponsor, passphrase)),
    );
    expect(codes.transaction).toBe("tx_fee_bump_inner_failed");
    expect(codes.inner_transaction).toBe("tx_bad_auth");
    const byBuyer = signed(buildEscrowOutcome("release", terms, start, passphrase), buyer);
    expect(
      (await rejection(ledger.horizon.submitTransaction(feeBumped(byBuyer, sponsor, passphrase))))
        .transaction,
    ).toBe("tx_fee_bump_inner_failed");
    // A direct payment signed by the platform alone, not even through an outcome.
    const drain = await rejection(
      ledger.submit(
        Keypair.fromPublicKey(terms.escrow) as Keypair,
        [Operation.payment({ destination: sponsor.publicKey(), asset, amount: "25" })],
        [platformSigner],
      ),
    );
    expect(["tx_bad_auth", "tx_insufficient_balance"]).toContain(drain.transaction);
    // The trustline's limit is the total: nothing more can be paid in.
    const extra = await rejection(
      ledger.submit(seller, [Operation.payment({ destination: terms.escrow, asset, amount: "1" })]),
    );
    expect(extra.transaction).toBe("tx_failed");
    expect(await balanceOf(terms.escrow)).toBe("25.2500000");
  });

  it("release pays the buyer and the fee and merges E; the refund can then never apply (tx_bad_seq)", async () => {
    const { terms, start } = await fundedEscrow();
    const buyerBefore = Number(await balanceOf(buyer.publicKey()));
    const feeBefore = Number(await balanceOf(feeAccount.publicKey()));
    // The seller's refund signature, given with the funding; checked the way the API checks it.
    const refund = buildEscrowOutcome("refund", terms, start, passphrase);
    const refundSignature = Buffer.from(seller.sign(refund.hash())).toString("base64");
    expect(isSignatureOf(refund, seller, refundSignature)).toBe(true);
    expect(isSignatureOf(refund, buyer, refundSignature)).toBe(false);

    const release = signed(buildEscrowOutcome("release", terms, start, passphrase), buyer, platformSigner);
    await ledger.horizon.submitTransaction(feeBumped(release, sponsor, passphrase));
    expect(Number(await balanceOf(buyer.publicKey())) - buyerBefore).toBeCloseTo(25, 7);
    expect(Number(await balanceOf(feeAccount.publicKey())) - feeBefore).toBeCloseTo(0.25, 7);
    await expect(ledger.horizon.loadAccount(terms.escrow)).rejects.toBeInstanceOf(Error);

    refund.sign(seller, platformSigner);
    const gone = await rejection(ledger.horizon.submitTransaction(feeBumped(refund, sponsor, passphrase)));
    expect(gone.inner_transaction ?? gone.transaction).toMatch(/tx_no_source_account|tx_bad_seq/);
    // Someone re-creates E: its new sequence starts past S+1, so the old refund is tx_bad_seq for good.
    await ledger.submit(sponsor, [
      Operation.createAccount({ destination: terms.escrow, startingBalance: "5" }),
    ]);
    const replay = await rejection(ledger.horizon.submitTransaction(feeBumped(refund, sponsor, passphrase)));
    expect(replay.inner_transaction).toBe("tx_bad_seq");
  });

  it("the funding pre-authorises exactly its refund: the platform's key with it moves the funds to the payer only", async () => {
    const { terms, start } = await fundedEscrow();
    const sellerBefore = Number(await balanceOf(seller.publicKey()));
    // The release is not pre-authorised: the platform alone still cannot move anything to the buyer.
    const release = signed(buildEscrowOutcome("release", terms, start, passphrase), platformSigner);
    const codes = await rejection(ledger.horizon.submitTransaction(feeBumped(release, sponsor, passphrase)));
    expect(codes.inner_transaction).toBe("tx_bad_auth");
    // The pre-authorisation alone is not enough either: it has weight 1 of 2.
    const alone = buildEscrowOutcome("refund", terms, start, passphrase);
    const unsigned = await rejection(ledger.horizon.submitTransaction(feeBumped(alone, sponsor, passphrase)));
    expect(unsigned.inner_transaction).toBe("tx_bad_auth");
    // With the platform's signature the refund applies: everything back to the seller, E merged.
    const refund = signed(buildEscrowOutcome("refund", terms, start, passphrase), platformSigner);
    await ledger.horizon.submitTransaction(feeBumped(refund, sponsor, passphrase));
    expect(Number(await balanceOf(seller.publicKey())) - sellerBefore).toBeCloseTo(25.25, 7);
    await expect(ledger.horizon.loadAccount(terms.escrow)).rejects.toBeInstanceOf(Error);
  });

  it("refund gives the seller everything back and merges E; the release then fails", async () => {
    const { terms, start } = await fundedEscrow();
    const sellerBefore = Number(await balanceOf(seller.publicKey()));
    const refund = signed(buildEscrowOutcome("refund", terms, start, passphrase), seller, platformSigner);
    await ledger.horizon.submitTransaction(feeBumped(refund, sponsor, passphrase));
    expect(Number(await balanceOf(seller.publicKey())) - sellerBefore).toBeCloseTo(25.25, 7);
    const release = signed(buildEscrowOutcome("release", terms, start, passphrase), buyer, platformSigner);
    const codes = await rejection(ledger.horizon.submitTransaction(feeBumped(release, sponsor, passphrase)));
    expect(codes.transaction).toBe("tx_fee_bump_inner_failed");
    // Resubmitting the applied refund envelope as it is answers its stored result and moves nothing again.
    await ledger.horizon.submitTransaction(feeBumped(refund, sponsor, passphrase)).catch(() => undefined);
    expect(Number(await balanceOf(seller.publicKey())) - sellerBefore).toBeCloseTo(25.25, 7);
  });
});
