import { closeSync, existsSync, fsyncSync, openSync, readFileSync, renameSync, writeSync } from "node:fs";
import { deserialize, serialize } from "node:v8";
import type { ClaimableBalance } from "../engine/claimable-balances/balance";
import type { LiquidityPool } from "../engine/pools/pool";
import type { Account, HeaderState } from "../engine/types";
import type { HistoryData } from "../history/records";

export interface Snapshot {
  version: 1;
  header: HeaderState;
  accounts: Map<string, Account>;
  history: HistoryData;
  /** Liquidity pools (absent in snapshots written before pools existed). */
  pools?: Map<string, LiquidityPool>;
  /** Claimable balances (absent in snapshots written before they existed). */
  claimableBalances?: Map<string, ClaimableBalance>;
}

/** Writes a snapshot atomically (temp file, fsync, rename). */
export function writeSnapshot(path: string, snapshot: Snapshot): void {
  const temp = `${path}.tmp`;
  const fd = openSync(temp, "w", 0o600);
  writeSync(fd, serialize(snapshot));
  fsyncSync(fd);
  closeSync(fd);
  renameSync(temp, path);
}

export function readSnapshot(path: string): Snapshot | undefined {
  if (!existsSync(path)) return undefined;
  const snapshot = deserialize(readFileSync(path)) as Snapshot;
  return snapshot.version === 1 ? snapshot : undefined;
}
