import { fromStroops } from "@sextant/core";
import {
  Account,
  type Asset,
  BASE_FEE,
  type FeeBumpTransaction,
  type Keypair,
  Memo,
  Operation,
  type Transaction,
  TransactionBuilder,
} from "@stellar/stellar-sdk";

/**
 * The transactions of one escrow account E (docs/escrow.md), built here and nowhere else. Generic: a *payer*
 * funds E and gets it back by the refund, a *payee* gets the amount by the release and the *fee destination*
 * the fee. A P2P trade's payer is the seller and its payee the buyer; an escrow-mode checkout's payer is the
 * customer and its payee the merchant.
 */
export interface EscrowTerms {
  escrow: string;
  payer: string;
  payee: string;
  /** The platform's escrow signer: weight 1 of 2, so alone it can do nothing. */
  platformSigner: string;
  feeDestination: string;
  asset: Asset;
  /** What the payee receives, stroops. */
  amount: bigint;
  /** What the fee destination receives, stroops (the seller's trading fee). */
  fee: bigint;
}

const s = (stroops: bigint) => fromStroops(stroops);

/** A source account as TransactionBuilder takes it (an `Account`, or Horizon's loaded account). */
type SourceAccount = ConstructorParameters<typeof TransactionBuilder>[0];

/** What the payer pays into E: the amount and the fee. */
export function escrowTotal(terms: Pick<EscrowTerms, "amount" | "fee">): bigint {
  return terms.amount + terms.fee;
}

/** Seconds a funding handed out stays valid (its upper time bound). */
export const FUNDING_TIMEOUT_S = 300;

/**
 * The setup, submitted by the platform: E is created bare, with 0 XLM and its reserves sponsored by the sponsor,
 * controlled only by its own key (which the platform derives and no one else knows). Nothing of anyone's is in E
 * yet, and the only thing a stranger can do to a bare account is send it XLM, which the outcomes' merge (or the
 * reclaim) carries away. E's sequence S is known from here on, so the payer can sign the refund at S+1 before
 * paying anything.
 */
export function buildEscrowSetup(
  sponsor: SourceAccount,
  escrow: string,
  networkPassphrase: string,
): Transaction {
  return new TransactionBuilder(sponsor, { fee: BASE_FEE, networkPassphrase })
    .addOperation(Operation.beginSponsoringFutureReserves({ sponsoredId: escrow }))
    .addOperation(Operation.createAccount({ destination: escrow, startingBalance: "0" }))
    .addOperation(Operation.endSponsoringFutureReserves({ source: escrow }))
    .setTimeout(300)
    .build();
}

/**
 * The payer's funding, one transaction that configures E and pays it, so no window exists in which anyone can
 * touch a configured E before the money is in: the sponsor carries the new reserves; E trusts the asset with a
 * limit of exactly the total (nothing more can ever be paid in, so the outcomes always empty it); the three
 * signers of weight 1 and the refund's pre-authorisation of weight 1, master weight 0, every threshold 2; then
 * the payer pays the total with the memo that names the owner object. Signed by the sponsor and E's key (the platform, before handing it out) and by the
 * payer, whose account is the source and pays the network fee. Valid for FUNDING_TIMEOUT_S.
 */
export function buildEscrowFunding(
  payer: SourceAccount,
  terms: EscrowTerms,
  sponsor: string,
  startSequence: bigint,
  memo: string,
  networkPassphrase: string,
): Transaction {
  const builder = new TransactionBuilder(payer, { fee: BASE_FEE, networkPassphrase }).addOperation(
    Operation.beginSponsoringFutureReserves({ source: sponsor, sponsoredId: terms.escrow }),
  );
  if (!terms.asset.isNative()) {
    builder.addOperation(
      Operation.changeTrust({ source: terms.escrow, asset: terms.asset, limit: s(escrowTotal(terms)) }),
    );
  }
  for (const key of [terms.payer, terms.payee, terms.platformSigner]) {
    builder.addOperation(
      Operation.setOptions({ source: terms.escrow, signer: { ed25519PublicKey: key, weight: 1 } }),
    );
  }
  // The refund, pre-authorised with weight 1: with the platform's signature it can always give the payer its
  // funds back, and nothing else — authorised by the very transaction that pays E, so no funded E ever waits for
  // a refund signature that never came.
  builder.addOperation(
    Operation.setOptions({
      source: terms.escrow,
      signer: { preAuthTx: refundHash(terms, startSequence, networkPassphrase), weight: 1 },
    }),
  );
  return builder
    .addOperation(
      Operation.setOptions({
        source: terms.escrow,
        masterWeight: 0,
        lowThreshold: 2,
        medThreshold: 2,
        highThreshold: 2,
      }),
    )
    .addOperation(Operation.endSponsoringFutureReserves({ source: terms.escrow }))
    .addOperation(
      Operation.payment({ destination: terms.escrow, asset: terms.asset, amount: s(escrowTotal(terms)) }),
    )
    .addMemo(Memo.text(memo.slice(0, 28)))
    .setTimeout(FUNDING_TIMEOUT_S)
    .build();
}

/**
 * The reclaim of an E that was never funded: merged into the sponsor, which gets its reserves back (and any XLM a
 * stranger sent). Signed by the sponsor and E's key; once a funding applied, E's key has weight 0 and the ledger
 * refuses this (tx_bad_auth), so it can never take an escrow's funds.
 */
export function buildEscrowReclaim(
  sponsor: SourceAccount,
  escrow: string,
  networkPassphrase: string,
): Transaction {
  return new TransactionBuilder(sponsor, { fee: BASE_FEE, networkPassphrase })
    .addOperation(Operation.accountMerge({ source: escrow, destination: sponsor.accountId() }))
    .setTimeout(300)
    .build();
}

export type EscrowOutcomeKind = "release" | "refund";

/**
 * An outcome, with E as source at sequence S+1: the release pays the payee the amount and the fee destination
 * the fee, the refund pays the payer the total; both then drop the trustline and merge E into the payer (the
 * sponsor gets its reserves back). Both use the same sequence, so the ledger applies at most one of them. No
 * upper time bound: the refund may be submitted a day or more after it was signed.
 */
export function buildEscrowOutcome(
  kind: EscrowOutcomeKind,
  terms: EscrowTerms,
  startSequence: bigint,
  networkPassphrase: string,
): Transaction {
  const source = new Account(terms.escrow, startSequence.toString());
  const builder = new TransactionBuilder(source, { fee: BASE_FEE, networkPassphrase });
  if (kind === "release") {
    builder.addOperation(
      Operation.payment({ destination: terms.payee, asset: terms.asset, amount: s(terms.amount) }),
    );
    if (terms.fee > 0n) {
      builder.addOperation(
        Operation.payment({ destination: terms.feeDestination, asset: terms.asset, amount: s(terms.fee) }),
      );
    }
  } else if (!terms.asset.isNative()) {
    builder.addOperation(
      Operation.payment({ destination: terms.payer, asset: terms.asset, amount: s(escrowTotal(terms)) }),
    );
  }
  if (!terms.asset.isNative()) {
    builder.addOperation(Operation.changeTrust({ asset: terms.asset, limit: "0" }));
  }
  // For XLM the merge itself returns what is left to the payer: the whole total for a refund.
  builder.addOperation(Operation.accountMerge({ destination: terms.payer }));
  return builder.setTimeout(0).build();
}

/** The hash of the escrow's refund (the inner transaction E's signers authorise). */
export function refundHash(terms: EscrowTerms, startSequence: bigint, networkPassphrase: string): Buffer {
  return Buffer.from(buildEscrowOutcome("refund", terms, startSequence, networkPassphrase).hash());
}

/** The outcome wrapped so the platform pays its fee (E holds no XLM of its own). */
export function feeBumped(
  inner: Transaction,
  feeSource: Keypair,
  networkPassphrase: string,
): FeeBumpTransaction {
  const bump = TransactionBuilder.buildFeeBumpTransaction(feeSource, BASE_FEE, inner, networkPassphrase);
  bump.sign(feeSource);
  return bump;
}

/** Whether `signature` (base64) is `signer`'s signature of the transaction's hash. */
export function isSignatureOf(tx: Transaction, signer: Keypair, signatureBase64: string): boolean {
  try {
    return signer.verify(tx.hash(), Buffer.from(signatureBase64, "base64"));
  } catch {
    return false;
  }
}
