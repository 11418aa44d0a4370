import type { JsonObject } from "../history/records";
import type { CloseEvent, LedgerNode } from "../node/ledger-node";
import { CORS_HEADERS, type RequestContext } from "./http";
import { type PageQuery, parseCursor } from "./paging";

function openStream(ctx: RequestContext): void {
  ctx.res.writeHead(200, {
    ...CORS_HEADERS,
    "Content-Type": "text/event-stream; charset=utf-8",
    "Cache-Control": "no-cache",
    Connection: "keep-alive",
  });
  ctx.res.write('retry: 1000\nevent: open\ndata: "hello"\n\n');
}

function closeStream(ctx: RequestContext): void {
  ctx.res.end('retry: 10\nevent: close\ndata: "byebye"\n\n');
}

/**
 * Follows `onClose` until the client goes away or the returned function is called. A failure while pushing
 * ends this stream with an `error` event and touches nothing else.
 */
function follow(ctx: RequestContext, node: LedgerNode, onLedger: (event: CloseEvent) => void): () => void {
  const unsubscribe = node.onClose((event) => {
    try {
      onLedger(event);
    } catch (error) {
      failStream(ctx, unsubscribe, error);
    }
  });
  ctx.req.on("close", unsubscribe);
  ctx.res.on("close", unsubscribe);
  ctx.res.on("error", unsubscribe);
  return unsubscribe;
}

function failStream(ctx: RequestContext, unsubscribe: () => void, error: unknown): void {
  unsubscribe();
  console.error("ledger: stream failed:", error);
  if (!ctx.res.writableEnded) ctx.res.end('event: error\ndata: "stream failed"\n\n');
}

/** Streams a collection: replays from the cursor, then pushes new records after each ledger close. */
export function streamCollection(
  ctx: RequestContext,
  node: LedgerNode,
  page: (q: PageQuery) => JsonObject[],
  query: PageQuery,
): void {
  const lastEventId = ctx.req.headers["last-event-id"];
  const q: PageQuery = { ...query, order: "asc" };
  if (typeof lastEventId === "string" && lastEventId !== "") {
    const parsed = parseCursor(lastEventId);
    if (typeof parsed === "bigint") q.cursor = parsed;
  }
  const limit = query.limit;
  let sent = 0;
  openStream(ctx);
  let stop: (() => void) | undefined;
  const pump = () => {
    const records = page({ ...q, limit: limit - sent });
    for (const record of records) {
      const token = String(record.paging_token);
      ctx.res.write(`id: ${token}\ndata: ${JSON.stringify(record)}\n\n`);
      const parsed = parseCursor(token);
      if (typeof parsed === "bigint") q.cursor = parsed;
      sent += 1;
    }
    if (sent >= limit) {
      stop?.();
      closeStream(ctx);
    }
  };
  stop = follow(ctx, node, pump);
  pump();
}

/** Streams an object (e.g. an account): re-sent after a ledger close whenever it changed. */
export function streamObject(
  ctx: RequestContext,
  node: LedgerNode,
  render: () => JsonObject | undefined,
  changed: (event: CloseEvent) => boolean,
): void {
  let last = "";
  let sent = 0;
  openStream(ctx);
  let stop: (() => void) | undefined;
  const push = () => {
    const object = render();
    if (!object) return;
    const text = JSON.stringify(object);
    if (text === last) return;
    last = text;
    ctx.res.write(`data: ${text}\n\n`);
    sent += 1;
    if (sent >= 10) {
      stop?.();
      closeStream(ctx);
    }
  };
  stop = follow(ctx, node, (event) => {
    if (changed(event)) push();
  });
  push();
}
