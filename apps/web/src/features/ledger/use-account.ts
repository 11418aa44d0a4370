import { type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { loadAccountSnapshot } from "./account";
import { parseAccount, type TAccountSnapshot, type THorizonAccountRecord } from "./balances";
import { horizonRecords, horizonStream } from "./horizon-fetch";
import { loadableFromQuery, type TLoadable } from "./loadable";
import { loadPayments, type TPaymentRecord } from "./payments";
import { useLedgerConfig } from "./use-ledger-config";

export const accountQueryKey = (publicKey: string) => ["ledger", "account", publicKey] as const;
export const paymentsQueryKey = (publicKey: string) => ["ledger", "payments", publicKey] as const;

/** REST fallback: poll an unfunded account often (to see its activation), a streamed one rarely. */
const UNFUNDED_POLL_MS = 4000;
const FUNDED_POLL_MS = 30_000;

/** One open account stream per account and Horizon, shared by every screen part that shows the account. */
const accountStreams = new Map<string, { users: number; close: () => void }>();

/**
 * Opens (or joins) the `/accounts/:id` SSE stream that writes into the account's query cache; the returned function
 * leaves it, and the last one out closes it. Browsers allow only six connections per host over HTTP/1.1, so
 * several components showing one account must not each hold a stream.
 */
function shareAccountStream(client: QueryClient, horizonUrl: string, publicKey: string): () => void {
  const id = `${horizonUrl} ${publicKey}`;
  let entry = accountStreams.get(id);
  if (!entry) {
    const close = horizonStream<THorizonAccountRecord>(horizonUrl, `/accounts/${publicKey}`, {}, (record) => {
      client.setQueryData(accountQueryKey(publicKey), parseAccount(record));
    });
    entry = { users: 0, close };
    accountStreams.set(id, entry);
  }
  entry.users += 1;
  const joined = entry;
  return () => {
    joined.users -= 1;
    if (joined.users === 0) {
      joined.close();
      accountStreams.delete(id);
    }
  };
}

/**
 * The account of `publicKey`, live: loaded over REST, then kept current by the `/accounts/:id` SSE stream, with
 * polling as the fallback. `null` data means the account is not funded yet (a 404, handled silently).
 */
export function useAccount(publicKey: string | null | undefined): TLoadable<TAccountSnapshot | null> {
  const config = useLedgerConfig();
  const client = useQueryClient();
  const key = accountQueryKey(publicKey ?? "");
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => loadAccountSnapshot(publicKey ?? "", signal),
    enabled: Boolean(publicKey && config),
    refetchInterval: (state) => (state.state.data === null ? UNFUNDED_POLL_MS : FUNDED_POLL_MS),
    staleTime: 5000,
  });
  const funded = Boolean(query.data);
  const horizonUrl = config?.horizonUrl;

  useEffect(() => {
    if (!publicKey || !horizonUrl || !funded) return;
    return shareAccountStream(client, horizonUrl, publicKey);
  }, [publicKey, horizonUrl, funded, client]);

  if (!publicKey) return { status: "success", data: null };
  return loadableFromQuery(query);
}

/** The last 200 payments of `publicKey`, newest first. */
export function usePayments(publicKey: string | null | undefined): TLoadable<TPaymentRecord[]> {
  const config = useLedgerConfig();
  const query = useQuery({
    queryKey: paymentsQueryKey(publicKey ?? ""),
    queryFn: ({ signal }) => loadPayments(publicKey ?? "", signal),
    enabled: Boolean(publicKey && config),
    staleTime: 10_000,
  });
  if (!publicKey) return { status: "success", data: [] };
  return loadableFromQuery(query);
}

/** Re-reads balances and history right after a submission. */
export function refreshLedger(client: QueryClient, publicKey: string): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: accountQueryKey(publicKey) }),
    client.invalidateQueries({ queryKey: paymentsQueryKey(publicKey) }),
  ]).then(() => undefined);
}

/**
 * New payments of `publicKey`, each handed to `onPayment`, then the history re-read. It rides on the account's
 * shared stream instead of holding a payments stream of its own (browsers allow six HTTP/1.1 connections per
 * host): every change of the account record — a payment in or out changes a balance — pages the account's
 * payments forward from the last one delivered. The first pass only notes the newest payment, so what was there
 * before is not announced — unless this tab saw the account unfunded: then its creation (the starting balance) and
 * everything after it are new and delivered. After that no payment is skipped, however many arrive between two
 * changes.
 */
export function usePaymentStream(
  publicKey: string | null | undefined,
  enabled: boolean,
  onPayment: (record: TPaymentRecord) => void,
): void {
  const config = useLedgerConfig();
  const client = useQueryClient();
  const horizonUrl = config?.horizonUrl;
  const account = useAccount(publicKey);
  const snapshot = account.status === "success" ? account.data : null;
  const lastSeen = useRef<{ publicKey: string; cursor: string } | null>(null);
  // The account this tab saw unfunded (a 404): its first payments are news when it gets funded.
  const sawUnfunded = useRef<string | null>(null);
  if (publicKey && account.status === "success" && account.data === null) sawUnfunded.current = publicKey;
  const running = useRef<Promise<void>>(Promise.resolve());
  const latest = useRef(onPayment);
  latest.current = onPayment;

  useEffect(() => {
    if (!publicKey || !horizonUrl || !enabled || !snapshot) return;
    const path = `/accounts/${publicKey}/payments`;
    let cancelled = false;
    const catchUp = async () => {
      const seen = lastSeen.current?.publicKey === publicKey ? lastSeen.current.cursor : undefined;
      if (!seen && sawUnfunded.current !== publicKey) {
        const newest = await horizonRecords<TPaymentRecord>(horizonUrl, path, { order: "desc", limit: 1 });
        lastSeen.current = { publicKey, cursor: newest[0]?.paging_token ?? "0" };
        return;
      }
      let cursor: string = seen ?? "0";
      let delivered = 0;
      for (;;) {
        const params = { cursor, order: "asc", limit: 200 };
        const page: TPaymentRecord[] = await horizonRecords<TPaymentRecord>(horizonUrl, path, params);
        for (const payment of page) {
          if (cancelled) return;
          cursor = payment.paging_token;
          lastSeen.current = { publicKey, cursor };
          delivered += 1;
          latest.current(payment);
        }
        if (page.length < 200) break;
      }
      if (delivered > 0) void client.invalidateQueries({ queryKey: paymentsQueryKey(publicKey) });
    };
    // One pass at a time, in order; a failed pass is retried by the next change of the account.
    running.current = running.current.then(catchUp).catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [publicKey, horizonUrl, enabled, snapshot, client]);
}
