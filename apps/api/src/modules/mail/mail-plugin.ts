import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { Mailer, smtpTransport } from "./mailer";
import { OutboxStore } from "./outbox-store";
import { type SmsProvider, SmsSender } from "./sms";

declare module "fastify" {
  interface FastifyInstance {
    /** Sends a templated mail (SMTP when `SMTP_URL` is set, else the development outbox). */
    mailer: Mailer;
    /** Sends a templated SMS (the provider when one is configured, else the development outbox). */
    sms: SmsSender;
    outbox: OutboxStore;
  }
}

/** Decorates `mailer`, `sms` and `outbox`; needs `settings` and `database`. */
export const mailPlugin = fp(async (app: FastifyInstance, options: { smsProvider?: SmsProvider } = {}) => {
  const store = new OutboxStore(app.database.db);
  const mailer = new Mailer({
    store,
    from: app.settings.mailFrom,
    transport: app.settings.smtpUrl ? smtpTransport(app.settings.smtpUrl) : undefined,
    log: app.log,
  });
  app.decorate("outbox", store);
  app.decorate("mailer", mailer);
  app.decorate("sms", new SmsSender({ store, provider: options.smsProvider, log: app.log }));
  app.addHook("onClose", async () => mailer.close());
});
