import type { TOutboxChannel, TOutboxMessage, TOutboxSummary } from "@sextant/core";
import { and, desc, eq, lt, type SQL } from "drizzle-orm";
import type { Database } from "../../db/database";
import { outboxMessages } from "../../db/schema";

export interface OutboxEntry {
  channel: TOutboxChannel;
  recipient: string;
  template: string;
  subject: string;
  text: string;
  html: string;
  status: TOutboxMessage["status"];
  error?: string;
}

/** The outbox table: every mail and SMS, newest first. */
export class OutboxStore {
  constructor(private readonly db: Database) {}

  async add(entry: OutboxEntry): Promise<number> {
    const [row] = await this.db
      .insert(outboxMessages)
      .values({ ...entry, error: entry.error ?? "" })
      .returning({ id: outboxMessages.id });
    return (row as { id: number }).id;
  }

  async list(query: { channel?: TOutboxChannel; limit: number; before?: number }): Promise<TOutboxSummary[]> {
    const where: SQL[] = [];
    if (query.channel) where.push(eq(outboxMessages.channel, query.channel));
    if (query.before) where.push(lt(outboxMessages.id, query.before));
    const rows = await this.db
      .select({
        id: outboxMessages.id,
        channel: outboxMessages.channel,
        recipient: outboxMessages.recipient,
        template: outboxMessages.template,
        subject: outboxMessages.subject,
        status: outboxMessages.status,
        error: outboxMessages.error,
        createdAt: outboxMessages.createdAt,
      })
      .from(outboxMessages)
      .where(and(...where))
      .orderBy(desc(outboxMessages.id))
      .limit(query.limit);
    return rows.map((row) => ({ ...row, ...typed(row) }));
  }

  async get(id: number): Promise<TOutboxMessage | undefined> {
    const [row] = await this.db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
    return row ? { ...row, ...typed(row) } : undefined;
  }
}

function typed(row: { channel: string; status: string; createdAt: Date }) {
  return {
    channel: row.channel as TOutboxChannel,
    status: row.status as TOutboxMessage["status"],
    createdAt: row.createdAt.toISOString(),
  };
}
