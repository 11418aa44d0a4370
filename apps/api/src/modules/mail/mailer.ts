import type { FastifyBaseLogger } from "fastify";
import nodemailer, { type Transporter } from "nodemailer";
import type { OutboxStore } from "./outbox-store";
import {
  maskRecipient,
  renderTemplate,
  TEMPLATES,
  type TTemplateData,
  type TTemplateName,
} from "./templates";

/** What a kept copy of a secret message (a one-time code) says once it went out through a real server. */
export const WITHHELD = "(delivered; the body holds a one-time code and is not kept)";

/** A transport for an SMTP URL; a loopback server is spoken to without STARTTLS (a local catcher has no real certificate). */
export function smtpTransport(smtpUrl: string): Transporter {
  const url = new URL(smtpUrl);
  const local = ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
  return nodemailer.createTransport({
    host: url.hostname.replace(/^\[|\]$/g, ""),
    port: Number(url.port) || (url.protocol === "smtps:" ? 465 : 587),
    secure: url.protocol === "smtps:",
    ignoreTLS: local,
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
  });
}

/**
 * `instance.mailer`: renders a template and sends it through SMTP when `SMTP_URL` is set, else keeps it in the
 * development outbox. Either way the outbox records it (a secret body only while it is the sole copy).
 * Logs name the template and a masked recipient, never the body.
 */
export class Mailer {
  constructor(
    private readonly options: {
      store: OutboxStore;
      from: string;
      transport?: Transporter;
      log: FastifyBaseLogger;
    },
  ) {}

  async send<T extends TTemplateName>(message: {
    to: string;
    template: T;
    data: TTemplateData<T>;
  }): Promise<number> {
    const { store, transport, from, log } = this.options;
    const rendered = renderTemplate(message.template, message.data);
    const secret = TEMPLATES[message.template].secret;
    const base = {
      channel: "mail" as const,
      recipient: message.to,
      template: message.template,
      subject: rendered.subject,
    };
    if (!transport) {
      const id = await store.add({ ...base, text: rendered.text, html: rendered.html, status: "outbox" });
      log.info(
        { template: message.template, to: maskRecipient(message.to), outboxId: id },
        "mail kept in the outbox",
      );
      return id;
    }
    const kept = secret ? { text: WITHHELD, html: "" } : { text: rendered.text, html: rendered.html };
    try {
      await transport.sendMail({
        from,
        to: message.to,
        subject: rendered.subject,
        text: rendered.text,
        html: rendered.html,
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await store.add({ ...base, ...kept, status: "failed", error: reason });
      log.warn({ template: message.template, to: maskRecipient(message.to), reason }, "mail not sent");
      throw error;
    }
    const id = await store.add({ ...base, ...kept, status: "sent" });
    log.info({ template: message.template, to: maskRecipient(message.to), outboxId: id }, "mail sent");
    return id;
  }

  close(): void {
    this.options.transport?.close();
  }
}
