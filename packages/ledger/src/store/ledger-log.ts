import {
  closeSync,
  existsSync,
  fdatasyncSync,
  ftruncateSync,
  openSync,
  readFileSync,
  writeSync,
} from "node:fs";

/** One closed ledger as logged: its sequence, close time and the applied envelopes in order. */
export interface LogRecord {
  seq: number;
  closeTime: bigint;
  envelopes: string[];
}

interface LogLine {
  s: number;
  t: string;
  x: string[];
}

export function encodeRecord(record: LogRecord): string {
  const line: LogLine = { s: record.seq, t: record.closeTime.toString(), x: record.envelopes };
  return `${JSON.stringify(line)}\n`;
}

/**
 * Reads every complete record. A torn final line (crash mid-write) is ignored and reported through
 * `validBytes`, so the writer can truncate it away before appending.
 */
export function readLog(path: string): { records: LogRecord[]; validBytes: number } {
  if (!existsSync(path)) return { records: [], validBytes: 0 };
  const text = readFileSync(path, "utf8");
  const records: LogRecord[] = [];
  let offset = 0;
  while (offset < text.length) {
    const end = text.indexOf("\n", offset);
    if (end < 0) break;
    try {
      const line = JSON.parse(text.slice(offset, end)) as LogLine;
      records.push({ seq: line.s, closeTime: BigInt(line.t), envelopes: line.x });
    } catch {
      break;
    }
    offset = end + 1;
  }
  return { records, validBytes: Buffer.byteLength(text.slice(0, offset), "utf8") };
}

/** Append-only, fsynced log of closed ledgers. */
export class LedgerLog {
  private fd: number;

  constructor(
    private readonly path: string,
    validBytes: number,
  ) {
    // Owner-only: the ledger state is the installation's alone (docs/key-custody.md).
    this.fd = openSync(path, "a+", 0o600);
    ftruncateSync(this.fd, validBytes);
  }

  /** Appends a record and forces it to disk before returning. */
  append(record: LogRecord): void {
    writeSync(this.fd, encodeRecord(record));
    fdatasyncSync(this.fd);
  }

  /** Starts a fresh log (after a snapshot covering everything written so far). */
  reset(): void {
    ftruncateSync(this.fd, 0);
    fdatasyncSync(this.fd);
  }

  close(): void {
    closeSync(this.fd);
    this.fd = -1;
  }

  get file(): string {
    return this.path;
  }
}
