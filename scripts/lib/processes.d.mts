import type { ChildProcess } from "node:child_process";

export interface NamedChild extends ChildProcess {
  name: string;
  output?: string;
}
export const root: string;
export const ledgerCli: string;
export const apiServer: string;
export function startTs(
  entry: string,
  options?: { env?: Record<string, string>; name?: string; quiet?: boolean },
): NamedChild;
export function waitForHttp(url: string, child?: ChildProcess, timeoutMs?: number): Promise<void>;
export function freePort(): Promise<number>;
export function stopAll(children: ChildProcess[], graceMs?: number): Promise<void>;
export function webBuildIsStale(): boolean;
export function buildWeb(options?: { quiet?: boolean }): Promise<void>;
/** The standalone network's local EVM chain (Hardhat 3 node on loopback), interval mining every `blockMs`. */
export function startLocalChain(options: {
  port: number;
  dataDir: string;
  blockMs?: number;
  quiet?: boolean;
}): Promise<{ child: NamedChild; url: string }>;
export interface RunningStack {
  baseUrl: string;
  horizonUrl: string;
  /** The local EVM chain's RPC URL (the anchor's demo tokens). */
  chainUrl: string;
  stop(): Promise<void>;
}
export function startStack(options?: {
  ledgerCloseMs?: number;
  prefix?: string;
  apiEnv?: Record<string, string>;
}): Promise<RunningStack>;
