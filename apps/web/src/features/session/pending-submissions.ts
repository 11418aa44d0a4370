/**
 * A payment submitted just before a reload never showed its outcome: the page that waited for Horizon's answer
 * was gone. Every signature made by `signXdr` is therefore remembered by its transaction hash in this tab's
 * sessionStorage before the caller can submit it. While the page lives, the entry is dropped once the
 * transaction is found on the ledger (the screen that submitted it shows its own result). After a reload, the
 * entries still there are looked up on Horizon and their outcome is shown as a toast.
 */
export const PENDING_KEY = "sextant.session.pending";
/** How long after signing a transaction is still looked for (the builders' time bounds are shorter). */
export const PENDING_LOOKUP_WINDOW_MS = 3 * 60 * 1000;
/** Pause between two look-ups of the same hash. */
export const PENDING_POLL_MS = 2000;

export interface TPendingSubmission {
  hash: string;
  signedAt: number;
}

export type TLedgerOutcome = "success" | "failed" | "unknown";

export const PENDING_MESSAGES = {
  success: "The transaction submitted before the page reloaded was completed on the ledger.",
  failed: "The transaction submitted before the page reloaded failed on the ledger.",
} as const;

function tabStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readPending(): TPendingSubmission[] {
  try {
    const value = JSON.parse(tabStorage()?.getItem(PENDING_KEY) ?? "[]") as unknown;
    if (!Array.isArray(value)) return [];
    return value.filter(
      (entry): entry is TPendingSubmission =>
        typeof entry === "object" &&
        entry !== null &&
        typeof entry.hash === "string" &&
        /^[0-9a-f]{64}$/.test(entry.hash) &&
        typeof entry.signedAt === "number",
    );
  } catch {
    return [];
  }
}

function writePending(entries: TPendingSubmission[]): void {
  try {
    const storage = tabStorage();
    if (!storage) return;
    if (entries.length === 0) storage.removeItem(PENDING_KEY);
    else storage.setItem(PENDING_KEY, JSON.stringify(entries));
  } catch {
    // Storage full or disabled: the outcome just won't be shown after a reload.
  }
}

/** Remembers a signed transaction's hash before it can be submitted. */
export function rememberSigned(hash: string, now: number = Date.now()): void {
  const entries = readPending().filter(
    (entry) => entry.hash !== hash && now - entry.signedAt < PENDING_LOOKUP_WINDOW_MS,
  );
  writePending([...entries, { hash, signedAt: now }]);
}

export function forgetSigned(hash: string): void {
  writePending(readPending().filter((entry) => entry.hash !== hash));
}

export interface TPendingDeps {
  lookup: (hash: string) => Promise<TLedgerOutcome>;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
}

/**
 * Waits for one hash on the ledger until its look-up window closes. Resolves the outcome, or "unknown" when it
 * never appeared (signed but not submitted, or expired unsubmitted).
 */
export async function awaitOutcome(entry: TPendingSubmission, deps: TPendingDeps): Promise<TLedgerOutcome> {
  while (deps.now() - entry.signedAt < PENDING_LOOKUP_WINDOW_MS) {
    const outcome = await deps.lookup(entry.hash).catch((): TLedgerOutcome => "unknown");
    if (outcome !== "unknown") return outcome;
    await deps.sleep(PENDING_POLL_MS);
  }
  return "unknown";
}

/** In the page that signed: drops the entry once the transaction is on the ledger (or the window closed). */
export async function settleInPage(entry: TPendingSubmission, deps: TPendingDeps): Promise<void> {
  await awaitOutcome(entry, deps);
  forgetSigned(entry.hash);
}

/** After a reload: the outcome of every transaction signed before it, as a toast each; then forgets them. */
export async function reportAfterReload(
  deps: TPendingDeps & { notify: (outcome: "success" | "failed", hash: string) => void },
): Promise<void> {
  const entries = readPending();
  await Promise.all(
    entries.map(async (entry) => {
      const outcome = await awaitOutcome(entry, deps);
      forgetSigned(entry.hash);
      if (outcome !== "unknown") deps.notify(outcome, entry.hash);
    }),
  );
}

/** Horizon's answer for a hash: found and successful, found and failed, or not (yet) there. */
export async function lookupOnHorizon(horizonUrl: string, hash: string): Promise<TLedgerOutcome> {
  const response = await fetch(`${horizonUrl.replace(/\/+$/, "")}/transactions/${hash}`);
  if (response.status === 404) return "unknown";
  if (!response.ok) return "unknown";
  const body = (await response.json()) as { successful?: unknown };
  if (body.successful === true) return "success";
  if (body.successful === false) return "failed";
  return "unknown";
}

let horizonUrl: Promise<string | null> | null = null;

/** The browser's dependencies: Horizon from the app's configuration, the real clock. */
export function browserPendingDeps(): TPendingDeps {
  return {
    lookup: async (hash) => {
      horizonUrl ??= import("../startup")
        .then(({ getConfig }) => getConfig())
        .then((result) => (result.status === "SUCCESS" ? result.config.horizonUrl : null))
        .catch(() => null);
      const url = await horizonUrl;
      if (url === null) {
        horizonUrl = null;
        return "unknown";
      }
      return lookupOnHorizon(url, hash);
    },
    now: Date.now,
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  };
}
