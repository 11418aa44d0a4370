import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createRealtime, type TRealtime } from "./realtime-server";

declare module "fastify" {
  interface FastifyInstance {
    /** Realtime events to browsers over socket.io (spec doc 2 §4); see `TRealtime.emit`. */
    realtime: TRealtime;
  }
}

/** Registers after `authenticate` (the socket handshake checks tokens with it). */
export const realtimePlugin = fp(async (app: FastifyInstance) => {
  app.decorate("realtime", createRealtime(app));
});
