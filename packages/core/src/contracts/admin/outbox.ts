import { z } from "zod";

export const ZOutboxChannel = z.enum(["mail", "sms"]);
export type TOutboxChannel = z.infer<typeof ZOutboxChannel>;

/** One mail or SMS the product sent (or, without a mail server or SMS provider, only kept in the outbox). */
export const ZOutboxMessage = z
  .object({
    id: z.number().int(),
    channel: ZOutboxChannel,
    recipient: z.string(),
    template: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string(),
    status: z.enum(["outbox", "sent", "failed"]),
    error: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: "OutboxMessage" });
export type TOutboxMessage = z.infer<typeof ZOutboxMessage>;

/** GET /api/admin/outbox — newest first; the list carries no bodies (open one to read it). */
export const ZGetOutboxQuery = z.object({
  channel: ZOutboxChannel.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  /** Messages older than this id (the last id of the previous page). */
  before: z.coerce.number().int().min(1).optional(),
});
export const ZOutboxSummary = ZOutboxMessage.omit({ text: true, html: true }).meta({ id: "OutboxSummary" });
export type TOutboxSummary = z.infer<typeof ZOutboxSummary>;
export const ZGetOutboxResponse = z.object({ messages: z.array(ZOutboxSummary) }).meta({ id: "Outbox" });
export type TGetOutboxResponse = z.infer<typeof ZGetOutboxResponse>;
