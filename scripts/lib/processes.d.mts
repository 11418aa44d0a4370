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
export interface RunningStack {
  baseUrl: string;
  horizonUrl: string;
  stop(): Promise<void>;
}
export function startStack(options?: {
  ledgerCloseMs?: number;
  prefix?: string;
  apiEnv?: Record<string, string>;
}): Promise<RunningStack>;
