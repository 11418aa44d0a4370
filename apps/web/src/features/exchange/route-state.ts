import { isRecord } from "../../lib/local-storage";

export interface TExchangePair {
  base: string;
  counter: string;
}

function code(value: unknown): string | null {
  if (typeof value === "string" && value.trim()) return value.trim();
  if (isRecord(value) && typeof value.code === "string" && value.code.trim()) return value.code.trim();
  return null;
}

/** /exchange route state `{ base, counter }` (codes, or assets with a `code`); null when incomplete. */
export function parseExchangeState(state: unknown): TExchangePair | null {
  if (!isRecord(state)) return null;
  const base = code(state.base);
  const counter = code(state.counter);
  return base && counter ? { base, counter } : null;
}

export function formatPair(pair: TExchangePair): string {
  return `${pair.base.toUpperCase()}/${pair.counter.toUpperCase()}`;
}
