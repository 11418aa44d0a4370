import {
  accountRoom,
  parseRealtimePayload,
  REALTIME_PATH,
  type TRealtimeEventName,
  type TRealtimeEventPayload,
  tradeRoom,
} from "@sextant/core";
import { createAdapter } from "@socket.io/postgres-adapter";
import type { FastifyInstance } from "fastify";
import type pg from "pg";
import { Server, type Socket } from "socket.io";
import { accountOfToken } from "./socket-auth";
import { denyTradeRooms, type TTradeRoomAccess } from "./trade-room-access";

export interface TEmitTarget {
  /** Only the sockets of this account (all its tabs, on every API instance). */
  toAccount?: string;
  /** Only the sockets that joined this trade's room (its parties). */
  toTrade?: string;
}

export interface TRealtime {
  /**
   * Validates `payload` with the event's schema (throws on a bad one) and sends it to the target rooms on every
   * API instance, or to every connected socket without a target. Call it only after the database commit.
   */
  emit<E extends TRealtimeEventName>(event: E, payload: TRealtimeEventPayload<E>, target?: TEmitTarget): void;
  /** Replaces the trade-room check (deny by default) with the trade module's party lookup. */
  setTradeRoomAccess(access: TTradeRoomAccess): void;
  /** The socket.io server, for tests and the admin console's counts. */
  readonly io: Server;
}

interface TSocketData {
  account: string;
}

/** socket.io on the API's own HTTP server: SEP-10 token required, a room per account, trade rooms by check. */
export function createRealtime(app: FastifyInstance): TRealtime {
  const io = new Server<Record<string, never>, Record<string, never>, Record<string, never>, TSocketData>(
    app.server,
    {
      path: REALTIME_PATH,
      serveClient: false,
      cors: { origin: app.settings.corsOrigins, credentials: false },
      // A browser page of another origin is refused outright, whatever the transport (WebSockets skip CORS).
      allowRequest: (request, callback) => {
        const origin = request.headers.origin;
        callback(null, origin === undefined || app.settings.corsOrigins.includes(origin));
      },
      // The PostgreSQL adapter's heartbeats find a killed instance; a lost client is found within 45 s.
      pingInterval: 20_000,
      pingTimeout: 25_000,
      maxHttpBufferSize: 16 * 1024,
    },
  );
  if (app.database.driver === "postgres") {
    const pool = (app.database.db as unknown as { $client: pg.Pool }).$client;
    io.adapter(
      createAdapter(pool, { errorHandler: (error) => app.log.warn({ err: error }, "realtime adapter") }),
    );
  }
  let tradeAccess = denyTradeRooms(app.database.db);

  io.use((socket, next) => {
    accountOfToken(app, socket.handshake.auth?.token).then(
      (account) => {
        if (!account) return next(new Error("Authentication required."));
        socket.data.account = account;
        next();
      },
      () => next(new Error("Authentication required.")),
    );
  });

  io.on("connection", (socket: Socket) => {
    const account = (socket.data as TSocketData).account;
    void socket.join(accountRoom(account));
    socket.on("joinTrade", async (tradeId: unknown, ack?: unknown) => {
      const reply = typeof ack === "function" ? (ack as (answer: { ok: boolean }) => void) : () => {};
      if (typeof tradeId !== "string" || tradeId.length === 0 || tradeId.length > 64)
        return reply({ ok: false });
      const allowed = await tradeAccess(account, tradeId).catch(() => false);
      if (allowed) await socket.join(tradeRoom(tradeId));
      reply({ ok: allowed });
    });
    socket.on("leaveTrade", async (tradeId: unknown) => {
      if (typeof tradeId === "string") await socket.leave(tradeRoom(tradeId));
    });
  });

  // Before the HTTP server closes: end this instance's sockets (not other instances') and free the adapter's
  // listening connection while the database is still open.
  app.addHook("preClose", async () => {
    await io.close();
  });

  return {
    io: io as unknown as Server,
    setTradeRoomAccess(access) {
      tradeAccess = access;
    },
    emit(event, payload, target = {}) {
      const valid = parseRealtimePayload(event, payload);
      const rooms = [
        ...(target.toAccount ? [accountRoom(target.toAccount)] : []),
        ...(target.toTrade ? [tradeRoom(target.toTrade)] : []),
      ];
      const channel = rooms.length > 0 ? io.to(rooms) : io;
      (channel.emit as (name: string, data: unknown) => boolean)(event, valid);
    },
  };
}
