import { Keypair } from "@stellar/stellar-sdk";
import type { TVaultRecord } from "./vault-record";
import { VAULT_STORAGE_KEY } from "./vault-record";

/** Cheap KDF settings for tests; the production floors are covered by their own tests. */
export const WEAK_VAULT = { iterations: 1000, allowWeakForTests: true } as const;
export const WEAK_FILE = { N: 1024, allowWeakForTests: true } as const;

export const PASSWORD = "correct-horse9";

export function randomSecret(): string {
  return Keypair.random().secret();
}

export function storedRecord(): TVaultRecord {
  return JSON.parse(window.localStorage.getItem(VAULT_STORAGE_KEY) ?? "null") as TVaultRecord;
}

export function storeRecord(record: TVaultRecord): void {
  window.localStorage.setItem(VAULT_STORAGE_KEY, JSON.stringify(record));
}

/** Everything in localStorage, as one string to search. */
export function allStoredText(): string {
  const parts: string[] = [];
  for (let i = 0; i < window.localStorage.length; i++) {
    const key = window.localStorage.key(i);
    if (key !== null) parts.push(key, window.localStorage.getItem(key) ?? "");
  }
  return parts.join("\n");
}
