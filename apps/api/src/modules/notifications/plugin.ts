import { type TNewNotification, type TNotification, ZNewNotification } from "@sextant/core";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { storeNotification } from "./notification-service";

declare module "fastify" {
  interface FastifyInstance {
    /** Stores a notification for `account`, then (committed) emits `notification` to that account's room. */
    notify(input: TNewNotification): Promise<TNotification>;
  }
}

/** Registers after the realtime plugin. */
export const notifyPlugin = fp(async (app: FastifyInstance) => {
  app.decorate("notify", async (input: TNewNotification) => {
    const valid = ZNewNotification.parse(input);
    const stored = await storeNotification(app.database.db, valid);
    app.realtime.emit("notification", stored, { toAccount: valid.account });
    return stored;
  });
});
