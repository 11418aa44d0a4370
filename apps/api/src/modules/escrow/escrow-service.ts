import { createHmac } from "node:crypto";
import { ErrorCode, fromStroops, toStroops } from "@sextant/core";
import {
  Asset,
  type FeeBumpTransaction,
  type Horizon,
  Keypair,
  StrKey,
  TransactionBuilder,
} from "@stellar/stellar-sdk";
import { and, desc, eq, inArray, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { escrowAccounts, escrowMovements } from "../../db/schema";
import { AppError } from "../../errors";
import { isLedgerUnreachable, isNotFound } from "../../ledger/horizon";
import { EscrowSponsor, type SponsorStatus, sponsorLowError } from "./escrow-sponsor";
import {
  buildEscrowFunding,
  buildEscrowOutcome,
  buildEscrowReclaim,
  buildEscrowSetup,
  type EscrowOutcomeKind,
  type EscrowTerms,
  escrowTotal,
  feeBumped,
  isSignatureOf,
  refundHash,
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
export const ESCROW_MESSAGES = {
  tooManyUnfunded:
    "You already have escrows waiting for their funding. Fund or cancel one of them first, or wait a few minutes.",
  unavailable:
    "Escrow is unavailable for a moment: the platform cannot open new escrow accounts right now. Please try again later.",
} as const;

/** Margin after a funding's time bound before its E counts as never funded (clocks differ a little). */
const FUNDING_GRACE_MS = 60_000;

/** How many escrows one account may open and what the sponsor must keep available (docs/escrow.md 'Bounds'). */
export interface EscrowLimits {
  /** Escrows waiting for their funding (opening or open) one payer may have at once. */
  maxUnfundedPerPayer: number;
  /** XLM in stroops the sponsor keeps available beyond one more escrow's reserves; below it opening is refused. */
  sponsorFloor: bigint;
}

export const DEFAULT_ESCROW_LIMITS: EscrowLimits = { maxUnfundedPerPayer: 3, sponsorFloor: toStroops("10") };

/** What the service may ask of its surroundings: the durable jobs, and an alert for the operators. */
export interface EscrowHooks {
  /** Queues the reclaim look of an escrow at `at` (after its funding's time bound). */
  scheduleReclaim?: (escrowId: number, at: Date) => Promise<void>;
  /** Queues a resubmission (with backoff) of a stored outcome the ledger did not take. */
  scheduleResubmit?: (escrowId: number) => Promise<void>;
  /** The sponsor's available XLM is below what opening needs. */
  sponsorLow?: (available: bigint, needed: bigint) => void;
}

/** Owner objects whose E is being opened in this process: a second call at once waits for the first. */
const opening = new Map<string, Promise<EscrowRow>>();

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
    private readonly limits: EscrowLimits = DEFAULT_ESCROW_LIMITS,
    private readonly hooks: EscrowHooks = {},
  ) {
    this.sponsor = new EscrowSponsor(horizon, keys.sponsor, limits.sponsorFloor, hooks.sponsorLow);
  }

  private readonly sponsor: EscrowSponsor;

  /**
   * E's key for a generation of an owner object: derived from the escrow signer's secret, so no one else can know
   * E's address before it exists, a crash never loses it, and two processes opening at once build the same E.
   */
  escrowKey(row: Pick<EscrowRow, "purpose" | "reference" | "generation">): Keypair {
    return Keypair.fromRawEd25519Seed(
      createHmac("sha256", this.keys.signer.rawSecretKey())
        .update(`sextant-escrow-account\0${row.purpose}\0${row.reference}\0${row.generation}`)
        .digest(),
    );
  }

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

  async findById(id: number): Promise<EscrowRow | undefined> {
    const [row] = await this.db.select().from(escrowAccounts).where(eq(escrowAccounts.id, id));
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
   * Creates E on the ledger, bare (docs/escrow.md 'Opening'). Idempotent per owner object: calls at once, here or
   * in another process, answer one E that exists on the ledger. A payer may have `maxUnfundedPerPayer` escrows
   * waiting for their funding at once (429), and nothing opens while the sponsor cannot carry one more (503).
   * An owner whose earlier E was closed unfunded gets a new E (the next generation).
   */
  async open(request: EscrowRequest): Promise<EscrowRow> {
    const key = `${request.purpose}\0${request.reference}`;
    const running = opening.get(key);
    if (running) return running;
    const work = this.openOnce(request).finally(() => opening.delete(key));
    opening.set(key, work);
    return work;
  }

  private async openOnce(request: EscrowRequest): Promise<EscrowRow> {
    let row = await this.find(request.purpose, request.reference);
    if (row?.status === "open" && this.isLegacy(row) && (await this.fundedOnLedger(row)) === false) {
      // An E of the earlier design never funded: its funding cannot be built any more (its key is gone), so the
      // owner gets a new one.
      await this.reclaimUnfunded(row);
      row = await this.reload(row);
    }
    if (row && row.status !== "opening" && row.status !== "closed") return row;
    if (!row || row.status === "closed") {
      await this.assertPayerMayOpen(request);
      if (row) row = await this.reopen(row, request);
      else {
        const [inserted] = await this.db
          .insert(escrowAccounts)
          .values({
            ...request,
            generation: 0,
            accountId: this.escrowKey({ ...request, generation: 0 }).publicKey(),
          })
          .onConflictDoNothing()
          .returning();
        row = inserted ?? (await this.find(request.purpose, request.reference));
      }
      if (!row) throw new AppError(ErrorCode.Conflict, "The escrow changed meanwhile, please reload it.");
      if (row.status !== "opening") return row;
    }
    return this.create(row);
  }

  /** Refuses a payer with too many escrows waiting for their funding (this owner's own escrow not counted). */
  private async assertPayerMayOpen(request: EscrowRequest): Promise<void> {
    const [waiting] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(escrowAccounts)
      .where(
        and(
          eq(escrowAccounts.payer, request.payer),
          inArray(escrowAccounts.status, ["opening", "open"]),
          or(ne(escrowAccounts.purpose, request.purpose), ne(escrowAccounts.reference, request.reference)),
        ),
      );
    if ((waiting?.count ?? 0) >= this.limits.maxUnfundedPerPayer)
      throw new AppError(ErrorCode.RateLimited, ESCROW_MESSAGES.tooManyUnfunded);
  }

  /** A closed (never funded, merged) escrow opened again for its owner: the next generation's E, fresh terms. */
  private async reopen(row: EscrowRow, request: EscrowRequest): Promise<EscrowRow | undefined> {
    if (row.reconciledAt === null) {
      // Its E is not yet seen merged: finish that first, so no E is ever left behind untracked.
      await this.reclaimClosed(row).catch((error: unknown) => {
        throw unavailable(error);
      });
    }
    const generation = row.generation + 1;
    const [reopened] = await this.db
      .update(escrowAccounts)
      .set({
        ...request,
        generation,
        accountId: this.escrowKey({ ...request, generation }).publicKey(),
        status: "opening",
        startSequence: null,
        setupHash: null,
        fundingHash: null,
        refundPayerSignature: null,
        releasePayeeSignature: null,
        fundingExpiresAt: null,
        reconciledAt: null,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(escrowAccounts.id, row.id),
          eq(escrowAccounts.status, "closed"),
          sql`${escrowAccounts.reconciledAt} IS NOT NULL`,
        ),
      )
      .returning();
    return reopened ?? (await this.find(request.purpose, request.reference));
  }

  /** `opening` → `open`: E created on the ledger (or found there, created by another caller), S read back. */
  private async create(row: EscrowRow): Promise<EscrowRow> {
    const escrowKey = this.escrowKey(row);
    if (escrowKey.publicKey() !== row.accountId) {
      // A row of the earlier design, whose random key is gone: a fresh, derived E instead.
      const [rekeyed] = await this.db
        .update(escrowAccounts)
        .set({ accountId: escrowKey.publicKey(), updatedAt: sql`now()` })
        .where(and(eq(escrowAccounts.id, row.id), eq(escrowAccounts.status, "opening")))
        .returning();
      if (!rekeyed) return this.reload(row);
      row = rekeyed;
    }
    let created = await this.loadIfExists(row.accountId);
    let setupHash: string | null = null;
    if (!created) {
      await this.assertSponsorCanCarry();
      try {
        setupHash = await this.sponsor.submit(
          (sponsor) => buildEscrowSetup(sponsor, row.accountId, this.networkPassphrase),
          [escrowKey],
        );
      } catch (error) {
        // Created meanwhile by another caller (another process) — or a real failure.
        if (!(await this.loadIfExists(row.accountId))) throw unavailable(error);
      }
      created = await this.horizon.loadAccount(row.accountId);
    }
    const [opened] = await this.db
      .update(escrowAccounts)
      .set({
        status: "open",
        startSequence: BigInt(created.sequenceNumber()),
        setupHash,
        updatedAt: sql`now()`,
      })
      .where(and(eq(escrowAccounts.id, row.id), eq(escrowAccounts.status, "opening")))
      .returning();
    return opened ?? (await this.reload(row));
  }

  /** Refuses to open while the sponsor cannot carry one more escrow: a clear 503, and the operators are told. */
  private async assertSponsorCanCarry(): Promise<void> {
    const enough = await this.sponsor.canCarryOne().catch((error: unknown) => {
      throw unavailable(error);
    });
    if (!enough) throw sponsorLowError(ESCROW_MESSAGES.unavailable);
  }

  /** Looks at the sponsor (the reconciler's runs do): below what opening needs, the operators are told. */
  watchSponsor(): Promise<boolean> {
    return this.sponsor.watch();
  }

  /** The sponsor's available XLM and what it needs for one more escrow, for the admin console. */
  sponsorStatus(): Promise<SponsorStatus> {
    return this.sponsor.status();
  }

  private async loadIfExists(account: string): Promise<Horizon.AccountResponse | null> {
    try {
      return await this.horizon.loadAccount(account);
    } catch (error) {
      if (isNotFound(error)) return null;
      throw unavailable(error);
    }
  }

  /**
   * What the payer's wallet signs: the funding (which configures E and pays it in one transaction, already signed
   * by the sponsor and E's key; the payer adds its signature and submits it) and the refund (base64 XDR). The
   * funding's time bound is recorded first, so E is never reclaimed while a funding handed out can still apply.
   */
  async payerTransactions(row: EscrowRow, memo: string): Promise<{ fundingXdr: string; refundXdr: string }> {
    if (row.startSequence === null || row.status !== "open" || this.isLegacy(row))
      throw new AppError(ErrorCode.Conflict, ESCROW_CONFIRMATION_FAILED);
    const terms = this.termsOf(row);
    const funding = buildEscrowFunding(
      await this.horizon.loadAccount(row.payer),
      terms,
      this.keys.sponsor.publicKey(),
      row.startSequence,
      memo,
      this.networkPassphrase,
    );
    funding.sign(this.keys.sponsor, this.escrowKey(row));
    const expiresAt = new Date(Number(funding.timeBounds?.maxTime ?? 0) * 1000);
    const [recorded] = await this.db
      .update(escrowAccounts)
      .set({
        fundingExpiresAt: sql`greatest(${escrowAccounts.fundingExpiresAt}, ${expiresAt.toISOString()}::timestamptz)`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(escrowAccounts.id, row.id), eq(escrowAccounts.status, "open")))
      .returning();
    if (!recorded) throw new AppError(ErrorCode.Conflict, ESCROW_CONFIRMATION_FAILED);
    await this.hooks
      .scheduleReclaim?.(row.id, new Date(expiresAt.getTime() + FUNDING_GRACE_MS + 5_000))
      .catch(() => undefined);
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
    const legacy = this.isLegacy(row);
    if (legacy && !row.refundPayerSignature) return "the refund is not signed";
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
    // XLM anyone else sent is no problem: the outcomes' merge carries it to the payer. An asset's trustline
    // limit is exactly the total, so nothing more of it can ever be in E.
    const held = line ? toStroops(line.balance) : 0n;
    if (terms.asset.isNative() ? held < escrowTotal(terms) : held !== escrowTotal(terms)) {
      return `the escrow holds ${line?.balance ?? "nothing"}, not ${fromStroops(escrowTotal(terms))}`;
    }
    const { low_threshold, med_threshold, high_threshold } = account.thresholds;
    if (low_threshold !== 2 || med_threshold !== 2 || high_threshold !== 2) return "the thresholds are not 2";
    const weights = new Map(account.signers.map((signer) => [signer.key, signer.weight]));
    if ((weights.get(row.accountId) ?? 0) !== 0) return "the master key still has weight";
    const expected = [row.payer, row.payee, this.keys.signer.publicKey()];
    // The refund's pre-authorisation, set by the funding (escrows of the earlier design have none).
    if (!legacy && row.startSequence !== null)
      expected.push(StrKey.encodePreAuthTx(refundHash(terms, row.startSequence, this.networkPassphrase)));
    for (const key of expected) {
      if (weights.get(key) !== 1) return `signer ${key} does not have weight 1`;
    }
    if (account.signers.filter((signer) => signer.weight > 0).length !== expected.length)
      return "the escrow has other signers";
    return null;
  }

  /**
   * Settles E with one outcome. Call only after the owner's state change that allows it committed. The fully
   * signed, fee-bumped envelope and its hash are stored first (one outcome per escrow: a unique index); any
   * later call, after a crash or a failed submission, submits that same stored envelope again.
   */
  async settle(
    row: EscrowRow,
    kind: EscrowOutcomeKind,
    options: { retryLater?: boolean } = {},
  ): Promise<{ hash: string; applied: boolean }> {
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
    return this.submitStored(row, movement, options.retryLater ?? true);
  }

  private async storeOutcome(
    row: EscrowRow,
    kind: EscrowOutcomeKind,
  ): Promise<typeof escrowMovements.$inferSelect> {
    if (row.startSequence === null || row.status !== "funded") {
      throw new AppError(ErrorCode.Conflict, "This escrow is not funded.");
    }
    const outcome = buildEscrowOutcome(kind, this.termsOf(row), row.startSequence, this.networkPassphrase);
    if (this.outcomeNeedsParty(row, kind)) {
      const party = kind === "refund" ? row.payer : row.payee;
      const signature = kind === "refund" ? row.refundPayerSignature : row.releasePayeeSignature;
      if (!signature) throw new AppError(ErrorCode.Conflict, `The ${kind} is not signed by its party.`);
      outcome.addSignature(party, signature);
    }
    // A refund pre-authorised by the funding takes the platform's signature alone (no unused signature may ride
    // along: the ledger refuses those).
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
    retryLater: boolean,
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
      // Submitted again with backoff as soon as the ledger answers, not at the reconciler's next run.
      if (retryLater) await this.hooks.scheduleResubmit?.(row.id).catch(() => undefined);
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

  // ---- Escrows never funded (docs/escrow.md 'Reclaim')

  /**
   * Closes an E that was never funded once no funding handed out can apply any more (its time bound and a
   * minute's grace are over): the row becomes `closed` first (a conditional update, so no funding is handed out
   * for it from then on), then E is merged into the sponsor, which gets its reserves back. Answers `closed`,
   * `waiting` (a funding may still apply, or it is not an unfunded escrow), or `funded` when the ledger shows the
   * payer's funding applied (E's own key has no weight any more): the caller confirms it instead.
   */
  async reclaimUnfunded(initial: EscrowRow, now = new Date()): Promise<"closed" | "waiting" | "funded"> {
    let row = initial;
    if (row.status === "opening") row = await this.recoverOpening(row);
    if (row.status !== "open" && row.status !== "opening") return "waiting";
    const quietSince = new Date(now.getTime() - FUNDING_GRACE_MS);
    if (row.fundingExpiresAt !== null && row.fundingExpiresAt > quietSince) return "waiting";
    // An opening in flight (another request creating E right now) is left alone for a while.
    if (row.status === "opening" && row.updatedAt > new Date(now.getTime() - 5 * 60_000)) return "waiting";
    const onLedger = await this.loadIfExists(row.accountId);
    if (row.status === "open" && this.isLegacy(row)) {
      if (await this.fundedOnLedger(row)) return "funded";
      // Its fundings were never recorded: any of them expired 5 minutes after the last change at the latest.
      if (row.updatedAt > new Date(now.getTime() - 10 * 60_000)) return "waiting";
    } else if (onLedger && isConfigured(onLedger, row.accountId)) return "funded";
    const [closed] = await this.db
      .update(escrowAccounts)
      .set({ status: "closed", updatedAt: sql`now()` })
      .where(
        and(
          eq(escrowAccounts.id, row.id),
          eq(escrowAccounts.status, row.status),
          or(isNull(escrowAccounts.fundingExpiresAt), lt(escrowAccounts.fundingExpiresAt, quietSince)),
        ),
      )
      .returning();
    if (!closed) return "waiting";
    return (await this.reclaimClosed(closed)) ? "closed" : "funded";
  }

  /**
   * Merges a closed E into the sponsor and marks it reconciled once it is gone from the ledger. Answers false when
   * the ledger shows E funded after all (the merge is refused: E's key has no weight): the row goes back to `open`
   * so its funding is confirmed like any other.
   */
  async reclaimClosed(row: EscrowRow): Promise<boolean> {
    const escrowKey = this.escrowKey(row);
    if (this.isLegacy(row)) {
      // Its key is gone: it cannot be merged, and nothing can ever be paid into it by its funding again.
      await this.markReconciled(row);
      return true;
    }
    let onLedger = await this.loadIfExists(row.accountId);
    if (onLedger && !isConfigured(onLedger, row.accountId)) {
      try {
        await this.sponsor.submit(
          (sponsor) => buildEscrowReclaim(sponsor, row.accountId, this.networkPassphrase),
          [escrowKey],
        );
      } catch (error) {
        onLedger = await this.loadIfExists(row.accountId);
        if (onLedger && !isConfigured(onLedger, row.accountId)) throw error;
      }
      onLedger = await this.loadIfExists(row.accountId);
    }
    if (onLedger && isConfigured(onLedger, row.accountId)) {
      await this.db
        .update(escrowAccounts)
        .set({ status: "open", updatedAt: sql`now()` })
        .where(and(eq(escrowAccounts.id, row.id), eq(escrowAccounts.status, "closed")));
      return false;
    }
    await this.markReconciled(row);
    return true;
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

  /** Whether the payer's funding applied on the ledger (E configured: its own key without weight); null: no E. */
  async fundedOnLedger(row: EscrowRow): Promise<boolean | null> {
    if (this.isLegacy(row)) {
      // Configured at its setup already: funded is what it holds.
      const held = await this.onLedger(row);
      return held === null ? null : held.balance > 0n;
    }
    const account = await this.loadIfExists(row.accountId);
    return account === null ? null : isConfigured(account, row.accountId);
  }

  /**
   * Whether an outcome needs its party's signature: a release always (the payee's), a refund only for an escrow
   * of the earlier design — otherwise the funding pre-authorised it.
   */
  outcomeNeedsParty(row: EscrowRow, kind: EscrowOutcomeKind): boolean {
    return kind === "release" || this.isLegacy(row);
  }

  /** An escrow of the earlier design: a random key (gone), E configured by its setup. */
  isLegacy(row: EscrowRow): boolean {
    return this.escrowKey(row).publicKey() !== row.accountId;
  }

  /**
   * Whether the account at E's address after its outcome is someone else's re-creation: anyone can create an
   * account at a merged address; a fresh one has its own key in control, never the escrow's signers.
   */
  async isRecreated(row: EscrowRow): Promise<boolean> {
    const account = await this.loadIfExists(row.accountId);
    return account !== null && !isConfigured(account, row.accountId);
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

/** Whether E carries a funding's configuration: its own key has no weight any more. */
function isConfigured(account: Horizon.AccountResponse, escrow: string): boolean {
  const master = account.signers.find((signer) => signer.key === escrow);
  return (master?.weight ?? 0) === 0;
}

/**
 * A ledger that did not answer, or refused the platform's own transaction: a 503 with a message, never a 500.
 * Anything else (a fault of this process) is passed on as it is.
 */
function unavailable(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const answered = (error as { response?: unknown }).response !== undefined;
  if (!answered && !isLedgerUnreachable(error)) return error;
  return new AppError(ErrorCode.Unavailable, ESCROW_MESSAGES.unavailable, 503, {
    reason: describe(error),
  });
}

function describe(failure: unknown): string {
  const codes = (failure as { response?: { data?: { extras?: { result_codes?: unknown } } } }).response?.data
    ?.extras?.result_codes;
  return codes ? JSON.stringify(codes) : String((failure as Error).message ?? failure);
}
