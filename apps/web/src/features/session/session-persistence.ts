import type { TSessionSeal } from "../keystore/session-seal";

/**
 * Keeps a tab's unlocked session across a reload (docs/session.md, "Reload"). The two halves of the seal are
 * stored apart: the non-extractable wrapping key in IndexedDB (a CryptoKey is stored as such and can never be
 * read out), the sealed key bytes in this tab's sessionStorage, which dies with the tab. Neither half alone
 * opens anything. Every function swallows storage failures: without storage a reload simply locks.
 */

/** sessionStorage: this tab's random id and its sealed key bytes. */
export const TAB_ID_KEY = "sextant.session.tab";
export const RESUME_KEY = "sextant.session.resume";
const DB_NAME = "sextant-session";
const STORE = "wrap-keys";

/** Where the wrapping keys live; IndexedDB in the browser, a map in unit tests. */
export interface TWrapKeyStore {
  put(tabId: string, key: CryptoKey): Promise<void>;
  get(tabId: string): Promise<CryptoKey | null>;
  remove(tabId: string): Promise<void>;
  clear(): Promise<void>;
}

interface TStoredResume {
  tabId: string;
  salt: string;
  unlockedAt: number;
  box: { iv: string; ciphertext: string };
}

function request<T>(run: (store: IDBObjectStore) => IDBRequest<T>, mode: IDBTransactionMode): Promise<T> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(DB_NAME, 1);
    open.onupgradeneeded = () => open.result.createObjectStore(STORE);
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const tx = db.transaction(STORE, mode);
      const req = run(tx.objectStore(STORE));
      tx.oncomplete = () => {
        db.close();
        resolve(req.result);
      };
      tx.onerror = () => {
        db.close();
        reject(tx.error);
      };
    };
  });
}

const indexedDbStore: TWrapKeyStore = {
  put: async (tabId, key) => void (await request((store) => store.put(key, tabId), "readwrite")),
  get: async (tabId) => {
    const value = await request((store) => store.get(tabId), "readonly");
    return value instanceof CryptoKey ? value : null;
  },
  remove: async (tabId) => void (await request((store) => store.delete(tabId), "readwrite")),
  clear: async () => void (await request((store) => store.clear(), "readwrite")),
};

let wrapKeys: TWrapKeyStore | null = typeof indexedDB === "undefined" ? null : indexedDbStore;

/** Tests: replaces the IndexedDB store; `null` disables resuming. */
export function setWrapKeyStore(next: TWrapKeyStore | null): void {
  wrapKeys = next;
}

function tabStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function tabId(): string | null {
  const storage = tabStorage();
  if (!storage) return null;
  try {
    let id = storage.getItem(TAB_ID_KEY);
    if (!id) {
      id = crypto.randomUUID();
      storage.setItem(TAB_ID_KEY, id);
    }
    return id;
  } catch {
    return null;
  }
}

function readResume(): TStoredResume | null {
  try {
    const raw = tabStorage()?.getItem(RESUME_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<TStoredResume>;
    if (
      typeof value.tabId !== "string" ||
      typeof value.salt !== "string" ||
      typeof value.unlockedAt !== "number" ||
      typeof value.box?.iv !== "string" ||
      typeof value.box?.ciphertext !== "string"
    ) {
      return null;
    }
    return value as TStoredResume;
  } catch {
    return null;
  }
}

/** Synchronous: whether this tab left a session to resume (the app waits for it before routing). */
export function hasSavedSession(): boolean {
  return wrapKeys !== null && readResume() !== null;
}

/** Saves the seal of the open session for this tab. */
export async function saveSession(seal: TSessionSeal): Promise<void> {
  const id = tabId();
  const storage = tabStorage();
  if (!id || !storage || !wrapKeys) return;
  try {
    await wrapKeys.put(id, seal.wrapKey);
    const stored: TStoredResume = { tabId: id, salt: seal.salt, unlockedAt: seal.unlockedAt, box: seal.box };
    storage.setItem(RESUME_KEY, JSON.stringify(stored));
  } catch {
    await forgetSession();
  }
}

/** The seal this tab saved before the reload, or null. */
export async function loadSession(): Promise<TSessionSeal | null> {
  const stored = readResume();
  if (!stored || !wrapKeys || stored.tabId !== tabId()) return null;
  try {
    const wrapKey = await wrapKeys.get(stored.tabId);
    if (!wrapKey) return null;
    return { wrapKey, box: stored.box, salt: stored.salt, unlockedAt: stored.unlockedAt };
  } catch {
    return null;
  }
}

/** Forgets this tab's saved session (lock, policy expiry). */
export async function forgetSession(): Promise<void> {
  const id = readResume()?.tabId ?? tabStorage()?.getItem(TAB_ID_KEY) ?? null;
  try {
    tabStorage()?.removeItem(RESUME_KEY);
  } catch {
    // Nothing stored.
  }
  if (id && wrapKeys) await wrapKeys.remove(id).catch(() => undefined);
}

/** Logout and Forgot Password: forgets this tab's session and every wrapping key of every tab. */
export async function forgetAllSessions(): Promise<void> {
  await forgetSession();
  if (wrapKeys) await wrapKeys.clear().catch(() => undefined);
}
