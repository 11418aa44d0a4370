import { ErrorCode, fromStroops, toStroops } from "@sextant/core";
import {
  Asset,
  type FeeBumpTransaction,
  type Horizon,
  Keypair,
  TransactionBuilder,
} from "@stellar/stellar-sdk";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { escrowAccounts, escrowMovements } from "../../db/schema";
import { AppError } from "../../errors";
import { isNotFound } from "../../ledger/horizon";
import {
  buildEscrowFunding,
  buildEscrowOutcome,
  buildEscrowSetup,
  type EscrowOutcomeKind,
  type EscrowTerms,
  escrowTotal,
  feeBumped,
  isSignatureOf,
} from "./escrow-transactions";

export type EscrowRow = typeof escrowAccounts.$inferSelect;
export type EscrowMovementRow = typeof escrowMovements.$inferSelect;

/** What E holds on the ledger right now: `null` when E does not exist (never created, or merged). */
export interface EscrowOnLedger {
  /** E's balance of the escrowed asset, stroops (0 without the trustline). */
  balance: bigint;
}

/** The platform's two keys here: the escrow signer (weight 1 on every E) and the sponsor that pays reserves and fees. */
export interface EscrowKeys {
  signer: Keypair;
  sponsor: Keypair;
}

/** What the owner object (a trade, an order) asks to hold. */
export interface EscrowRequest {
  purpose: string;
  reference: string;
  payer: string;
  payee: string;
  feeDestination: string;
  assetCode: string;
  assetIssuer: string;
  amount: bigint;
  fee: bigint;
}

export const ESCROW_CONFIRMATION_FAILED = "Transaction confirmation failed contact support";

/**
 * The escrow module (docs/escrow.md): opens E, keeps the parties' signatures of the outcomes, checks the funding
 * on the ledger, and settles with exactly one outcome whose fully signed envelope is stored before it is ever
 * submitted. Free of P2P: the owner object decides *when* (after its own state change committed), this decides
 * *how*.
 */
export class EscrowService {
  constructor(
    private readonly db: Database,
    private readonly horizon: Horizon.Server,
    private readonly keys: EscrowKeys,
    private readonly networkPassphrase: string,
  ) {}

  termsOf(row: EscrowRow): EscrowTerms {
    return {
      escrow: row.accountId,
      payer: row.payer,
      payee: row.payee,
      platformSigner: this.keys.signer.publicKey(),
      feeDestination: row.feeDestination,
      asset: row.assetIssuer === "" ? Asset.native() : new Asset(row.assetCode, row.assetIssuer),
      amount: row.amount,
      fee: row.fee,
    };
  }

  async find(purpose: string, reference: string): Promise<EscrowRow | undefined> {
    const [row] = await this.db
      .select()
      .from(escrowAccounts)
      .where(and(eq(escrowAccounts.purpose, purpose), eq(escrowAccounts.reference, reference)));
    return row;
  }

  /** Funded escrows, newest first: the public list of what each open E must hold. */
  async listFunded(take: number): Promise<EscrowRow[]> {
    return this.db
      .select()
      .from(escrowAccounts)
      .where(eq(escrowAccounts.status, "funded"))
      .orderBy(desc(escrowAccounts.id))
      .limit(take);
  }

  /**
   * Creates E on the ledger (idempotent per owner object: a second call answers the same E). E's one-time key
   * lives only inside this call; after the setup it has weight 0.
   */
  async open(request: EscrowRequest): Promise<EscrowRow> {
    const existing = await this.find(request.purpose, request.reference);
    if (existing && existing.status !== "opening") return existing;
    const escrowKey = Keypair.random();
    const [inserted] = existing
      ? [existing]
      : await this.db
          .insert(escrowAccounts)
          .values({ ...request, accountId: escrowKey.publicKey() })
          .onConflictDoNothing()
          .returning();
    if (!inserted) return this.open(request);
    // A row left 'opening' by a crash is re-created under a fresh key (its old key is gone with the process).
    const row =
      inserted.accountId === escrowKey.publicKey()
        ? inserted
        : await this.rekey(inserted, escrowKey.publicKey());
    const setup = buildEscrowSetup(
      await this.horizon.loadAccount(this.keys.sponsor.publicKey()),
      this.termsOf(row),
      this.networkPassphrase,
    );
    setup.sign(this.keys.sponsor, escrowKey);
    await this.horizon.submitTransaction(setup);
    const created = await this.horizon.loadAccount(row.accountId);
    const [opened] = await this.db
      .update(escrowAccounts)
      .set({
        status: "open",
        startSequence: BigInt(created.sequenceNumber()),
        setupHash: Buffer.from(setup.hash()).toString("hex"),
        updatedAt: sql`now()`,
      })
      .where(and(eq(escrowAccounts.id, row.id), eq(escrowAccounts.status, "opening")))
      .returning();
    return opened ?? row;
  }

  private async rekey(row: EscrowRow, accountId: string): Promise<EscrowRow> {
    const [updated] = await this.db
      .update(escrowAccounts)
      .set({ accountId, updatedAt: sql`now()` })
      .where(and(eq(escrowAccounts.id, row.id), eq(escrowAccounts.status, "opening")))
      .returning();
    if (!updated) throw new AppError(ErrorCode.Conflict, "The escrow changed meanwhile, please reload it.");
    return updated;
  }

  /** The unsigned transactions the payer's wallet signs: the funding and the refund (base64 XDR). */
  async payerTransactions(row: EscrowRow, memo: string): Promise<{ fundingXdr: string; refundXdr: string }> {
    if (row.startSequence === null) throw new AppError(ErrorCode.Conflict, ESCROW_CONFIRMATION_FAILED);
    const terms = this.termsOf(row);
    const funding = buildEscrowFunding(
      await this.horizon.loadAccount(row.payer),
      terms,
      memo,
      this.networkPassphrase,
    );
    const refund = buildEscrowOutcome("refund", terms, row.startSequence, this.networkPassphrase);
    return { fundingXdr: funding.toXDR(), refundXdr: refund.toXDR() };
  }

  /** The unsigned release the payee's wallet signs (base64 XDR). */
  releaseXdr(row: EscrowRow): string {
    if (row.startSequence === null) throw new AppError(ErrorCode.Conflict, ESCROW_CONFIRMATION_FAILED);
    return buildEscrowOutcome(
      "release",
      this.termsOf(row),
      row.startSequence,
      this.networkPassphrase,
    ).toXDR();
  }

  /** Stores a party's signature of an outcome after checking it is that party's signature of that outcome. */
  async storeSignature(row: EscrowRow, kind: EscrowOutcomeKind, signature: string): Promise<void> {
    if (row.startSequence === null) throw new AppError(ErrorCode.Conflict, ESCROW_CONFIRMATION_FAILED);
    const party = kind === "refund" ? row.payer : row.payee;
    const outcome = buildEscrowOutcome(kind, this.termsOf(row), row.startSequence, this.networkPassphrase);
    if (!isSignatureOf(outcome, Keypair.fromPublicKey(party), signature)) {
      throw new AppError(ErrorCode.ValidationFailed, "The signature does not match this escrow.");
    }
    const column =
      kind === "refund" ? escrowAccounts.refundPayerSignature : escrowAccounts.releasePayeeSignature;
    await this.db
      .update(escrowAccounts)
      .set(kind === "refund" ? { refundPayerSignature: signature } : { releasePayeeSignature: signature })
      .where(and(eq(escrowAccounts.id, row.id), isNull(column)));
  }

  /**
   * Reads E back from the ledger before anything moves on (never the hash alone): the named transaction applied
   * and paid E, E holds exactly the total, its signers are the three keys of weight 1, master weight 0, every
   * threshold 2, and the payer's refund signature is stored. Then E is 'funded' (a conditional update).
   */
  async confirmFunding(row: EscrowRow, transactionHash: string): Promise<EscrowRow> {
    if (row.status === "funded" && row.fundingHash === transactionHash) return row;
    const problem = await this.fundingProblem(row, transactionHash);
    if (problem) throw new AppError(ErrorCode.ValidationFailed, ESCROW_CONFIRMATION_FAILED, 400, { problem });
    return this.db.transaction(async (tx) => {
      const [funded] = await tx
        .update(escrowAccounts)
        .set({ status: "funded", fundingHash: transactionHash, updatedAt: sql`now()` })
        .where(and(eq(escrowAccounts.id, row.id), eq(escrowAccounts.status, "open")))
        .returning();
      if (!funded) {
        // Confirmed meanwhile by another caller (the reconciler, a second tab) with this same funding: the same answer.
        const [current] = await tx.select().from(escrowAccounts).where(eq(escrowAccounts.id, row.id));
        if (current?.fundingHash === transactionHash && current.status !== "open") return current;
        throw new AppError(ErrorCode.Conflict, ESCROW_CONFIRMATION_FAILED);
      }
      await tx.insert(escrowMovements).values({
        escrowId: row.id,
        kind: "funding",
        hash: transactionHash,
        status: "applied",
        appliedAt: new Date(),
      });
      return funded;
    });
  }

  /** Why E does not (yet) hold what it must, or null when it does. */
  async fundingProblem(row: EscrowRow, transactionHash?: string): Promise<string | null> {
    if (!row.refundPayerSignature) return "the refund is not signed";
    if (transactionHash) {
      const record = await this.horizon
        .transactions()
        .transaction(transactionHash)
        .call()
        .catch(() => null);
      if (!record?.successful) return "the funding transaction is not on the ledger";
      if (record.source_account !== row.payer) return "the funding was not sent by the payer";
    }
    const account = await this.horizon.loadAccount(row.accountId).catch(() => null);
    if (!account) return "the escrow account does not exist";
    const terms = this.termsOf(row);
    const line = account.balances.find((b) =>
      terms.asset.isNative()
        ? b.asset_type === "native"
        : "asset_code" in b && b.asset_code === row.assetCode && b.asset_issuer === row.assetIssuer,
    );
    if (!line || toStroops(line.balance) !== escrowTotal(terms)) {
      return `the escrow holds ${line?.balance ?? "nothing"}, not ${fromStroops(escrowTotal(terms))}`;
    }
    const { low_threshold, med_threshold, high_threshold } = account.thresholds;
    if (low_threshold !== 2 || med_threshold !== 2 || high_threshold !== 2) return "the thresholds are not 2";
    const weights = new Map(account.signers.map((signer) => [signer.key, signer.weight]));
    if ((weights.get(row.accountId) ?? 0) !== 0) return "the master key still has weight";
    for (const key of [row.payer, row.payee, this.keys.signer.publicKey()]) {
      if (weights.get(key) !== 1) return `signer ${key} does not have weight 1`;
    }
    if (account.signers.filter((signer) => signer.weight > 0).length !== 3)
      return "the escrow has other signers";
    return null;
  }

  /**
   * Settles E with one outcome. Call only after the owner's state change that allows it committed. The fully
   * signed, fee-bumped envelope and its hash are stored first (one outcome per escrow: a unique index); any
   * later call, after a crash or a failed submission, submits that same stored envelope again.
   */
  async settle(row: EscrowRow, kind: EscrowOutcomeKind): Promise<{ hash: string; applied: boolean }> {
    const [stored] = await this.db
      .select()
      .from(escrowMovements)
      .where(
        and(eq(escrowMovements.escrowId, row.id), sql`${escrowMovements.kind} IN ('release', 'refund')`),
      );
    const movement = stored ?? (await this.storeOutcome(row, kind));
    if (movement.kind !== kind) {
      throw new AppError(ErrorCode.Conflict, `This escrow is already settled by its ${movement.kind}.`);
    }
    if (movement.status === "applied") {
      // A crash between recording the movement and the escrow's status: finish the record.
      if (row.status === "funded") await this.markApplied(row, movement, false);
      return { hash: movement.hash, applied: true };
    }
    return this.submitStored(row, movement);
  }

  private async storeOutcome(
    row: EscrowRow,
    kind: EscrowOutcomeKind,
  ): Promise<typeof escrowMovements.$inferSelect> {
    if (row.startSequence === null || row.status !== "funded") {
      throw new AppError(ErrorCode.Conflict, "This escrow is not funded.");
    }
    const party = kind === "refund" ? row.payer : row.payee;
    const signature = kind === "refund" ? row.refundPayerSignature : row.releasePayeeSignature;
    if (!signature) throw new AppError(ErrorCode.Conflict, `The ${kind} is not signed by its party.`);
    const outcome = buildEscrowOutcome(kind, this.termsOf(row), row.startSequence, this.networkPassphrase);
    outcome.addSignature(party, signature);
    outcome.sign(this.keys.signer);
    const envelope = feeBumped(outcome, this.keys.sponsor, this.networkPassphrase);
    const [inserted] = await this.db
      .insert(escrowMovements)
      .values({
        escrowId: row.id,
        kind,
        hash: Buffer.from(outcome.hash()).toString("hex"),
        envelopeXdr: envelope.toXDR(),
      })
      .onConflictDoNothing()
      .returning();
    if (inserted) return inserted;
    // Someone else stored the outcome first: theirs is the one.
    const [theirs] = await this.db
      .select()
      .from(escrowMovements)
      .where(
        and(eq(escrowMovements.escrowId, row.id), sql`${escrowMovements.kind} IN ('release', 'refund')`),
      );
    if (!theirs) throw new AppError(ErrorCode.Conflict, "The escrow changed meanwhile, please reload it.");
    return theirs;
  }

  private async submitStored(
    row: EscrowRow,
    movement: typeof escrowMovements.$inferSelect,
  ): Promise<{ hash: string; applied: boolean }> {
    if (!movement.envelopeXdr) throw new AppError(ErrorCode.Internal, "The stored outcome has no envelope.");
    const envelope = TransactionBuilder.fromXDR(
      movement.envelopeXdr,
      this.networkPassphrase,
    ) as FeeBumpTransaction;
    let applied = false;
    let error: string | null = null;
    try {
      await this.horizon.submitTransaction(envelope);
      applied = true;
    } catch (failure) {
      // A lost answer: the ledger may have applied it; the record by hash is the truth.
      applied = await this.isApplied(movement.hash);
      if (!applied) error = describe(failure);
    }
    if (applied) await this.markApplied(row, movement, true);
    else {
      await this.db
        .update(escrowMovements)
        .set({ status: "submitted", attempts: sql`${escrowMovements.attempts} + 1`, lastError: error })
        .where(eq(escrowMovements.id, movement.id));
    }
    return { hash: movement.hash, applied };
  }

  /** Records an outcome the ledger applied: the movement `applied`, E `released` or `refunded`. */
  private async markApplied(row: EscrowRow, movement: EscrowMovementRow, submitted: boolean): Promise<void> {
    await this.db
      .update(escrowMovements)
      .set({
        status: "applied",
        appliedAt: new Date(),
        lastError: null,
        ...(submitted ? { attempts: sql`${escrowMovements.attempts} + 1` } : {}),
      })
      .where(and(eq(escrowMovements.id, movement.id), sql`${escrowMovements.status} <> 'applied'`));
    await this.db
      .update(escrowAccounts)
      .set({ status: movement.kind === "release" ? "released" : "refunded", updatedAt: sql`now()` })
      .where(and(eq(escrowAccounts.id, row.id), eq(escrowAccounts.status, "funded")));
  }

  // ---- For the reconciler (docs/escrow.md 'Reconciler'): reads of the ledger and recoveries that never move money
  // on their own; a move is always `settle`, with its stored envelope.

  /**
   * Escrows still to look at: every one not yet found finished for good on the ledger (opening, open, funded, or
   * settled but not yet seen merged). Oldest first, `purpose` optional.
   */
  async listUnreconciled(purpose?: string): Promise<EscrowRow[]> {
    return this.db
      .select()
      .from(escrowAccounts)
      .where(
        and(
          purpose === undefined ? undefined : eq(escrowAccounts.purpose, purpose),
          isNull(escrowAccounts.reconciledAt),
        ),
      )
      .orderBy(escrowAccounts.id);
  }

  /** The escrow's stored outcome (release or refund), if one was ever built. */
  async outcomeOf(row: EscrowRow): Promise<EscrowMovementRow | undefined> {
    const [stored] = await this.db
      .select()
      .from(escrowMovements)
      .where(
        and(eq(escrowMovements.escrowId, row.id), sql`${escrowMovements.kind} IN ('release', 'refund')`),
      );
    return stored;
  }

  /** E's balance of the escrowed asset on the ledger, or null when E does not exist. */
  async onLedger(row: EscrowRow): Promise<EscrowOnLedger | null> {
    let account: Horizon.AccountResponse;
    try {
      account = await this.horizon.loadAccount(row.accountId);
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
    const native = row.assetIssuer === "";
    const line = account.balances.find((b) =>
      native
        ? b.asset_type === "native"
        : "asset_code" in b && b.asset_code === row.assetCode && b.asset_issuer === row.assetIssuer,
    );
    return { balance: line ? toStroops(line.balance) : 0n };
  }

  /**
   * An escrow left `opening` by a crash after its setup applied: E exists on the ledger with the stored id, so it
   * becomes `open` with its sequence read back. Answers the row as it is now (unchanged when E is not there).
   */
  async recoverOpening(row: EscrowRow): Promise<EscrowRow> {
    if (row.status !== "opening") return row;
    let sequence: string;
    try {
      sequence = (await this.horizon.loadAccount(row.accountId)).sequenceNumber();
    } catch (error) {
      if (isNotFound(error)) return row;
      throw error;
    }
    const [opened] = await this.db
      .update(escrowAccounts)
      .set({ status: "open", startSequence: BigInt(sequence), updatedAt: sql`now()` })
      .where(and(eq(escrowAccounts.id, row.id), eq(escrowAccounts.status, "opening")))
      .returning();
    return opened ?? (await this.reload(row));
  }

  /**
   * The hash of the payer's payment into E, found on the ledger (for a funding whose confirmation never came):
   * the newest successful transaction of the payer that touched E, or null.
   */
  async findFundingHash(row: EscrowRow): Promise<string | null> {
    const page = await this.horizon
      .transactions()
      .forAccount(row.accountId)
      .order("desc")
      .limit(50)
      .call()
      .catch((error: unknown) => {
        if (isNotFound(error)) return null;
        throw error;
      });
    const found = page?.records.find((record) => record.successful && record.source_account === row.payer);
    return found?.hash ?? null;
  }

  /**
   * A stored outcome whose submission answer was lost: when its hash applied on the ledger, it is recorded and
   * `true` is answered; nothing is submitted.
   */
  async recordIfApplied(row: EscrowRow, movement: EscrowMovementRow): Promise<boolean> {
    if (movement.status !== "applied" && !(await this.isApplied(movement.hash))) return false;
    await this.markApplied(row, movement, false);
    return true;
  }

  /** Marks an escrow finished for good on the ledger (see `reconciledAt`). */
  async markReconciled(row: EscrowRow): Promise<void> {
    await this.db
      .update(escrowAccounts)
      .set({ reconciledAt: sql`now()` })
      .where(and(eq(escrowAccounts.id, row.id), isNull(escrowAccounts.reconciledAt)));
  }

  async reload(row: EscrowRow): Promise<EscrowRow> {
    const [current] = await this.db.select().from(escrowAccounts).where(eq(escrowAccounts.id, row.id));
    if (!current) throw new AppError(ErrorCode.NotFound, "Escrow not found.");
    return current;
  }

  async isApplied(hash: string): Promise<boolean> {
    const record = await this.horizon
      .transactions()
      .transaction(hash)
      .call()
      .catch(() => null);
    return record?.successful === true;
  }
}

function describe(failure: unknown): string {
  const codes = (failure as { response?: { data?: { extras?: { result_codes?: unknown } } } }).response?.data
    ?.extras?.result_codes;
  return codes ? JSON.stringify(codes) : String((failure as Error).message ?? failure);
}
