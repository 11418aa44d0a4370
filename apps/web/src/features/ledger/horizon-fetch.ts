import { horizonAssetParams, horizonHref, type THorizonParams } from "@sextant/core";

/**
 * The SDK-free Horizon transport: plain `fetch` for REST and `EventSource` for streams, so screens that only read
 * the ledger (the exchange) load without the Stellar SDK. Assets go as Horizon's query parameters
 * (`<prefix>_asset_type`, `_code`, `_issuer`), which is what the SDK sends too.
 */
export type { THorizonParams };
/** Horizon's three parameters of an asset; a pair side with an empty issuer is the native asset. */
export const assetQuery = horizonAssetParams;
export { horizonHref };

/** A Horizon answer other than 2xx: its status and problem title. */
export class HorizonRequestError extends Error {
  constructor(
    readonly status: number,
    title: string,
  ) {
    super(title);
    this.name = "HorizonRequestError";
  }
}

/** GET a Horizon resource as JSON; a non-2xx answer rejects with `HorizonRequestError`. */
export async function horizonGet<T>(
  horizonUrl: string,
  path: string,
  params?: THorizonParams,
  signal?: AbortSignal,
): Promise<T> {
  const response = await fetch(horizonHref(horizonUrl, path, params), {
    headers: { Accept: "application/json" },
    signal,
  });
  if (!response.ok) {
    const problem = (await response.json().catch(() => null)) as { title?: string } | null;
    throw new HorizonRequestError(response.status, problem?.title ?? `Horizon answered ${response.status}`);
  }
  return (await response.json()) as T;
}

/** The records of a Horizon collection page. */
export async function horizonRecords<T>(
  horizonUrl: string,
  path: string,
  params?: THorizonParams,
  signal?: AbortSignal,
): Promise<T[]> {
  const page = await horizonGet<{ _embedded?: { records?: T[] } }>(horizonUrl, path, params, signal);
  return page._embedded?.records ?? [];
}

/**
 * Opens a Horizon SSE stream; every `message` event's JSON goes to `onMessage` (Horizon's `open`/`close` events are
 * named, so they are not messages). The browser reconnects by itself, resuming from the last event id; a stream
 * Horizon refuses (4xx) is not retried. Returns the closer.
 */
export function horizonStream<T>(
  horizonUrl: string,
  path: string,
  params: THorizonParams,
  onMessage: (record: T) => void,
): () => void {
  if (typeof EventSource === "undefined") return () => undefined;
  const source = new EventSource(horizonHref(horizonUrl, path, params));
  source.onmessage = (event: MessageEvent<string>) => {
    try {
      onMessage(JSON.parse(event.data) as T);
    } catch {
      // A message that is not JSON carries nothing to show.
    }
  };
  return () => source.close();
}
