import { decodeEnvelope, type ParsedTx } from "../tx/decode";
import { preverify } from "../verify/preverify";
import type { VerifierPool } from "../verify/verifier-pool";
import type { Accepted, LedgerNode } from "./ledger-node";

/** `accept`'s answer and the transaction's hash (`undefined` for a malformed envelope). */
export interface Submitted {
  accepted: Accepted;
  hash: string | undefined;
}

interface Entry {
  ready: boolean;
  run(): void;
}

/**
 * Everything that reads or changes the open ledger on behalf of a client — submissions, friendbot, the
 * development clock — passes through here, and is carried out in the order it arrived. With a verifier pool,
 * a submission's signatures are verified on the pool's threads while it waits: later arrivals may finish
 * verifying first, but none is applied before the ones that came before it, so a client's pipelined
 * transactions keep their sequence order and the ledger reads exactly as if each had been applied on arrival.
 */
export class SubmissionQueue {
  private entries: Entry[] = [];
  private head = 0;

  constructor(
    private readonly node: LedgerNode,
    private readonly passphrase: string,
    private readonly pool?: VerifierPool,
  ) {}

  submit(envelopeXdr: string): Promise<Submitted> {
    let parsed: ParsedTx;
    try {
      parsed = decodeEnvelope(envelopeXdr, this.passphrase);
    } catch {
      return Promise.resolve({ accepted: { status: "malformed", envelopeXdr }, hash: undefined });
    }
    const verified = this.pool ? preverify(parsed, this.pool) : undefined;
    return this.enqueue(() => ({ accepted: this.node.acceptParsed(parsed), hash: parsed.hashHex }), verified);
  }

  /** Runs `work` once everything that arrived before it has been carried out. */
  run<T>(work: () => T): Promise<T> {
    return this.enqueue(work);
  }

  /** Entries waiting (verifying, or behind one that is). */
  get waiting(): number {
    return this.entries.length - this.head;
  }

  private enqueue<T>(work: () => T, before?: Promise<void>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const entry: Entry = {
        ready: before === undefined,
        run: () => {
          try {
            resolve(work());
          } catch (error) {
            reject(error);
          }
        },
      };
      this.entries.push(entry);
      if (before) {
        before.then(
          () => this.markReady(entry),
          () => this.markReady(entry),
        );
      } else {
        this.pump();
      }
    });
  }

  private markReady(entry: Entry): void {
    entry.ready = true;
    this.pump();
  }

  private pump(): void {
    while (this.head < this.entries.length) {
      const entry = this.entries[this.head];
      if (!entry?.ready) {
        if (this.head > 4096) {
          this.entries = this.entries.slice(this.head);
          this.head = 0;
        }
        return;
      }
      this.head += 1;
      entry.run();
    }
    this.entries = [];
    this.head = 0;
  }
}
