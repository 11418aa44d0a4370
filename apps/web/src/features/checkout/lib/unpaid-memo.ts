import { useSyncExternalStore } from "react";
import { readRaw, removeKey, writeJson } from "../../../lib/local-storage";

/** The checkout reference this browser opened and has not paid yet (spec doc 1 §2: the un-paid banner). */
export const UNPAID_MEMO_KEY = "sextant.checkout.unpaid";

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

export function readUnpaidMemo(): string | null {
  const raw = readRaw(UNPAID_MEMO_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as unknown;
    return typeof value === "string" && value.length > 0 ? value : null;
  } catch {
    return null;
  }
}

export function rememberUnpaidMemo(memo: string): void {
  if (readUnpaidMemo() === memo) return;
  writeJson(UNPAID_MEMO_KEY, memo);
  notify();
}

/** Forgets the stored reference (paid, declined or no longer pending); `memo` limits it to that one. */
export function clearUnpaidMemo(memo?: string): void {
  if (memo !== undefined && readUnpaidMemo() !== memo) return;
  removeKey(UNPAID_MEMO_KEY);
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === UNPAID_MEMO_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function useUnpaidMemo(): string | null {
  return useSyncExternalStore(subscribe, readUnpaidMemo, () => null);
}
