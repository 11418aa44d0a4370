import type { FastifyBaseLogger } from "fastify";
import { WITHHELD } from "./mailer";
import type { OutboxStore } from "./outbox-store";
import {
  maskRecipient,
  renderTemplate,
  TEMPLATES,
  type TTemplateData,
  type TTemplateName,
} from "./templates";

/** An SMS gateway. None is built in yet: without one every SMS is kept in the development outbox. */
export interface SmsProvider {
  readonly name: string;
  send(to: string, text: string): Promise<void>;
}

/** `instance.sms`: renders a template's SMS line and sends it through the provider, or keeps it in the outbox. */
export class SmsSender {
  constructor(
    private readonly options: { store: OutboxStore; provider?: SmsProvider; log: FastifyBaseLogger },
  ) {}

  async send<T extends TTemplateName>(message: {
    to: string;
    template: T;
    data: TTemplateData<T>;
  }): Promise<number> {
    const { store, provider, log } = this.options;
    const { sms } = renderTemplate(message.template, message.data);
    const base = {
      channel: "sms" as const,
      recipient: message.to,
      template: message.template,
      subject: "",
      html: "",
    };
    if (!provider) {
      const id = await store.add({ ...base, text: sms, status: "outbox" });
      log.info(
        { template: message.template, to: maskRecipient(message.to), outboxId: id },
        "SMS kept in the outbox",
      );
      return id;
    }
    const text = TEMPLATES[message.template].secret ? WITHHELD : sms;
    try {
      await provider.send(message.to, sms);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await store.add({ ...base, text, status: "failed", error: reason });
      log.warn({ template: message.template, to: maskRecipient(message.to), reason }, "SMS not sent");
      throw error;
    }
    const id = await store.add({ ...base, text, status: "sent" });
    log.info(
      { template: message.template, to: maskRecipient(message.to), provider: provider.name, outboxId: id },
      "SMS sent",
    );
    return id;
  }
}
