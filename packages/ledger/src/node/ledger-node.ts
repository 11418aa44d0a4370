import { join } from "node:path";
import { RootState } from "../engine/ledger-view";
import type { HeaderState } from "../engine/types";
import { ingestLedger } from "../history/ingest";
import { emptyHistory, type HistoryData } from "../history/records";
import { LedgerLog, type LogRecord, readLog } from "../store/ledger-log";
import { readSnapshot, writeSnapshot } from "../store/snapshot";
import { type AppliedTx, applyTransaction } from "../tx/apply";
import { decodeEnvelope, type ParsedTx } from "../tx/decode";
import { encodeResult, resultCodes } from "../tx/results";
import { validateTransaction } from "../tx/validate";
import { LedgerClock } from "./clock";
import { type CadenceTimers, CloseCadence } from "./close-cadence";
import { genesis } from "./genesis";
import { buildHeader, ledgerJson } from "./header";

export type SubmitOutcome =
  | { status: "applied"; txPos: number }
  | { status: "rejected"; envelopeXdr: string; resultXdr: string; codes: ReturnType<typeof resultCodes> }
  | { status: "malformed"; envelopeXdr: string };

/** What `accept` answers: a final outcome, or a transaction in the open ledger and the promise of its close. */
export type Accepted =
  | SubmitOutcome
  | { status: "pending"; duplicate: boolean; done: Promise<SubmitOutcome> };

/** The final outcome of an accepted submission: at once, or when its ledger closes. */
export function finalOutcome(accepted: Accepted): Promise<SubmitOutcome> {
  return accepted.status === "pending" ? accepted.done : Promise.resolve(accepted);
}

export interface LedgerNodeOptions {
  dataDir: string;
  passphrase: string;
  closeMs: number;
  devClock: boolean;
  snapshotEvery?: number;
  /** Timers of the close cadence (tests pass fake ones); the machine's timers by default. */
  timers?: CadenceTimers;
}

/** What `closeNow` closed: the ledger's sequence and the hashes of its transactions, failed ones apart. */
export interface ClosedLedger {
  sequence: number;
  transactions: string[];
  failed: string[];
}

export interface CloseEvent {
  seq: number;
  touched: ReadonlySet<string>;
}

interface Pending {
  applied: AppliedTx;
  resolve: (outcome: SubmitOutcome) => void;
}

/** The ledger: state, open-ledger queue, ledger close, history and persistence. */
export class LedgerNode {
  readonly state = new RootState();
  header: HeaderState;
  history: HistoryData = emptyHistory();
  readonly clock: LedgerClock;
  private pending: Pending[] = [];
  private pendingByHash = new Map<string, Promise<SubmitOutcome>>();
  private closeTimer: { cancel(): void } | undefined;
  /** With `closeMs > 0`: closes a ledger every interval, empty or not, like the real network. */
  private cadence: CloseCadence | undefined;
  private log: LedgerLog | undefined;
  private readonly listeners = new Set<(event: CloseEvent) => void>();
  private ledgersSinceSnapshot = 0;
  private stopped = false;
  /** Close time of the open ledger, fixed by its first transaction so that replay sees the same time. */
  private openCloseTime: bigint | undefined;

  constructor(private readonly options: LedgerNodeOptions) {
    this.clock = new LedgerClock(options.devClock);
    const g = genesis(options.passphrase);
    this.header = g.header;
    this.state.resetAccounts([[g.root.id, g.root]]);
  }

  private get snapshotPath(): string {
    return join(this.options.dataDir, "snapshot.bin");
  }

  /** Loads the snapshot, replays the log after it, then opens the log for appending. */
  open(): void {
    const snapshot = readSnapshot(this.snapshotPath);
    if (snapshot) {
      this.header = snapshot.header;
      this.history = snapshot.history;
      this.state.resetAccounts(snapshot.accounts);
      this.state.poolMap.clear();
      for (const [id, pool] of snapshot.pools ?? []) this.state.poolMap.set(id, pool);
      this.state.balanceMap.clear();
      for (const [id, balance] of snapshot.claimableBalances ?? []) this.state.balanceMap.set(id, balance);
    } else {
      this.recordLedger([]);
    }
    const logPath = join(this.options.dataDir, "ledgers.log");
    const { records, validBytes } = readLog(logPath);
    for (const record of records) if (record.seq > this.header.ledgerSeq) this.replay(record);
    this.log = new LedgerLog(logPath, validBytes);
    if (this.options.closeMs > 0) {
      this.cadence = new CloseCadence(
        this.options.closeMs,
        () => this.closeLedger({ empty: true }),
        this.options.timers,
      );
    }
  }

  onClose(listener: (event: CloseEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Close time the open ledger will get. */
  nextCloseTime(): bigint {
    if (this.openCloseTime !== undefined) return this.openCloseTime;
    const now = this.clock.now();
    if (this.clock.devEnabled) return now;
    if (now < this.header.closeTime) return this.header.closeTime;
    return now;
  }

  submit(envelopeXdr: string): Promise<SubmitOutcome> {
    return finalOutcome(this.accept(envelopeXdr));
  }

  /**
   * Validates and applies a transaction to the open ledger. Returns the final outcome when it is already
   * known (malformed, rejected, or a duplicate of a closed transaction), else a promise settled at close.
   */
  accept(envelopeXdr: string): Accepted {
    let parsed: ParsedTx;
    try {
      parsed = decodeEnvelope(envelopeXdr, this.options.passphrase);
    } catch {
      return { status: "malformed", envelopeXdr };
    }
    return this.acceptParsed(parsed);
  }

  /** `accept` of an envelope already decoded (and perhaps with its signatures already verified). */
  acceptParsed(parsed: ParsedTx): Accepted {
    const envelopeXdr = parsed.envelopeXdr;
    const known = this.history.txByHash.get(parsed.hashHex);
    if (known !== undefined) return { status: "applied", txPos: known };
    const inFlight = this.pendingByHash.get(parsed.hashHex);
    if (inFlight) return { status: "pending", duplicate: true, done: inFlight };
    const env = {
      state: this.state,
      ledgerSeq: this.header.ledgerSeq + 1,
      closeTime: this.nextCloseTime(),
      baseFee: this.header.baseFee,
      baseReserve: this.header.baseReserve,
    };
    const validation = validateTransaction(parsed, env);
    if (!validation.ok) {
      return {
        status: "rejected",
        envelopeXdr,
        resultXdr: encodeResult(validation.result),
        codes: resultCodes(validation.result),
      };
    }
    const applied = applyTransaction(parsed, this.state, { ...env, idPool: this.header.idPool });
    this.header.idPool = applied.idPool;
    this.openCloseTime = env.closeTime;
    this.header.feePool += applied.feeCharged;
    const done = new Promise<SubmitOutcome>((resolve) => this.pending.push({ applied, resolve }));
    this.pendingByHash.set(parsed.hashHex, done);
    this.scheduleClose();
    return { status: "pending", duplicate: false, done };
  }

  private scheduleClose(): void {
    // On a cadence the next tick closes the open ledger; without one, a ledger closes per submission (every
    // submission of the same event-loop turn shares it).
    if (this.closeTimer || this.options.closeMs > 0) return;
    const immediate = setImmediate(() => {
      this.closeTimer = undefined;
      this.closeLedger();
    });
    this.closeTimer = { cancel: () => clearImmediate(immediate) };
  }

  /**
   * Closes the open ledger at once instead of waiting for the close timer (development clock). Returns what was
   * closed, or `undefined` when no transaction was pending.
   */
  closeNow(): ClosedLedger | undefined {
    if (this.pending.length === 0) return undefined;
    if (this.closeTimer) {
      this.closeTimer.cancel();
      this.closeTimer = undefined;
    }
    const hashes = this.pending.map((p) => p.applied.parsed.hashHex);
    this.closeLedger();
    const failed = hashes.filter((hash) => {
      const position = this.history.txByHash.get(hash);
      return position === undefined || this.history.txs[position]?.success !== true;
    });
    return { sequence: this.header.ledgerSeq, transactions: hashes, failed };
  }

  /**
   * Closes the open ledger: header, history, durable log record, then answers the submitters. An empty ledger
   * closes only when asked (`empty`: the cadence's ticks).
   */
  closeLedger(options: { empty?: boolean } = {}): void {
    const batch = this.pending;
    if (batch.length === 0 && !options.empty) return;
    this.pending = [];
    const closeTime = this.nextCloseTime();
    this.openCloseTime = undefined;
    const applied = batch.map((p) => p.applied);
    this.recordLedger(applied, closeTime);
    this.log?.append({
      seq: this.header.ledgerSeq,
      closeTime,
      envelopes: applied.map((a) => a.parsed.envelopeXdr),
    });
    for (const p of batch) {
      this.pendingByHash.delete(p.applied.parsed.hashHex);
      p.resolve({ status: "applied", txPos: this.history.txByHash.get(p.applied.parsed.hashHex) ?? -1 });
    }
    this.maybeSnapshot();
    const touched = new Set<string>();
    for (const a of applied) for (const id of a.touched) touched.add(id);
    for (const listener of this.listeners) {
      // A listener (an SSE stream) must never stop the others or the close itself.
      try {
        listener({ seq: this.header.ledgerSeq, touched });
      } catch (error) {
        console.error("ledger: close listener failed:", error);
      }
    }
  }

  private recordLedger(applied: AppliedTx[], closeTime?: bigint): void {
    if (closeTime !== undefined) {
      this.header.ledgerSeq += 1;
      this.header.closeTime = closeTime;
    }
    const { xdr, hash } = buildHeader(this.header, applied);
    const hashHex = Buffer.from(hash).toString("hex");
    const json = ledgerJson(this.header, hashHex, xdr, applied);
    ingestLedger(
      this.history,
      { seq: this.header.ledgerSeq, closeTime: this.header.closeTime, hash: hashHex, json },
      applied,
    );
    this.header.previousHash = hash;
  }

  private replay(record: LogRecord): void {
    const env = {
      ledgerSeq: record.seq,
      closeTime: record.closeTime,
      baseFee: this.header.baseFee,
      baseReserve: this.header.baseReserve,
    };
    const applied = record.envelopes.map((e) => {
      const parsed = decodeEnvelope(e, this.options.passphrase);
      const result = applyTransaction(parsed, this.state, { ...env, idPool: this.header.idPool });
      this.header.idPool = result.idPool;
      this.header.feePool += result.feeCharged;
      return result;
    });
    this.recordLedger(applied, record.closeTime);
  }

  private maybeSnapshot(): void {
    this.ledgersSinceSnapshot += 1;
    if (this.ledgersSinceSnapshot >= (this.options.snapshotEvery ?? 5000)) this.snapshot();
  }

  /** Writes a snapshot of everything closed so far and starts a fresh log. */
  snapshot(): void {
    this.ledgersSinceSnapshot = 0;
    writeSnapshot(this.snapshotPath, {
      version: 1,
      header: this.header,
      accounts: this.state.accounts,
      pools: this.state.poolMap,
      claimableBalances: this.state.balanceMap,
      history: this.history,
    });
    this.log?.reset();
  }

  /** Closes any open ledger, snapshots and releases the log. */
  shutdown(): void {
    if (this.stopped) return;
    this.stopped = true;
    this.cadence?.stop();
    this.cadence = undefined;
    if (this.closeTimer) {
      this.closeTimer.cancel();
      this.closeTimer = undefined;
    }
    this.closeLedger();
    this.snapshot();
    this.log?.close();
    this.log = undefined;
  }
}
