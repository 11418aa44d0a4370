import { createHash } from "node:crypto";
import {
  ErrorCode,
  nextWebhookDelay,
  type TMerchantOrder,
  type TWebhookDelivery,
  type TWebhookEndpoint,
  type TWebhookEvent,
  WEBHOOK_HEADERS,
} from "@sextant/core";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import type { Database } from "../../db/database";
import { merchantWebhooks, webhookAttempts, webhookDeliveries } from "../../db/schema";
import { AppError } from "../../errors";
import type { JobQueue } from "../jobs/job-queue";
import { assertDeliverableUrl } from "./url-guard";
import { openWebhookSecret, sealWebhookSecret, webhookSealKeyOf } from "./webhook-secret-seal";
import { newWebhookSecret, signWebhook } from "./webhook-signature";

export const DELIVER_JOB = "checkout.webhook-deliver";
const ZDeliverJob = z.object({
  deliveryId: z.string().uuid(),
  attempt: z.number().int().min(1),
  manual: z.boolean(),
});

type WebhookRow = typeof merchantWebhooks.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;
const RESPONSE_KEEP = 2048;
const TIMEOUT_MS = 10_000;

/** A UUID fixed by its inputs, so an automatic attempt is enqueued once however often it is asked for. */
function fixedJobId(...parts: string[]): string {
  const hex = createHash("sha256").update(parts.join(":")).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export function toWebhookEndpoint(row: WebhookRow): TWebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    events: row.events as TWebhookEndpoint["events"],
    enabled: row.enabled,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Signed webhooks: one delivery per event and endpoint (its id is the delivery id every attempt repeats), attempts
 * as jobs — after a failure 10 s, 1 min, then every 10 min six times — each logged with the receiver's answer.
 */
export class WebhookDispatcher {
  constructor(
    private readonly options: {
      db: Database;
      jobs: JobQueue;
      log: FastifyBaseLogger;
      standalone: boolean;
    },
  ) {}

  defineJobs(): void {
    this.options.jobs.define(
      DELIVER_JOB,
      ZDeliverJob,
      (payload) => this.attempt(payload.deliveryId, payload.attempt, payload.manual),
      {
        retryLimit: 0,
        expireInSeconds: 60,
        concurrency: 8,
      },
    );
  }

  async createEndpoint(merchantId: string, url: string, events: string[]) {
    await assertDeliverableUrl(url, this.options.standalone);
    const secret = newWebhookSecret();
    // Stored sealed, bound to the endpoint's id; the secret itself is in this answer only.
    const id = crypto.randomUUID();
    const sealed = sealWebhookSecret(webhookSealKeyOf(this.options.db), id, secret);
    const [row] = await this.options.db
      .insert(merchantWebhooks)
      .values({ id, merchantId, url, secret: sealed, events: [...new Set(events)] })
      .returning();
    if (!row) throw new Error("webhook insert returned no row");
    return { webhook: toWebhookEndpoint(row), secret };
  }

  async listEndpoints(merchantId: string): Promise<TWebhookEndpoint[]> {
    const rows = await this.options.db
      .select()
      .from(merchantWebhooks)
      .where(and(eq(merchantWebhooks.merchantId, merchantId), eq(merchantWebhooks.enabled, true)))
      .orderBy(desc(merchantWebhooks.createdAt));
    return rows.map(toWebhookEndpoint);
  }

  async disableEndpoint(merchantId: string, id: string): Promise<TWebhookEndpoint> {
    const [row] = await this.options.db
      .update(merchantWebhooks)
      .set({ enabled: false })
      .where(
        and(
          eq(merchantWebhooks.id, id),
          eq(merchantWebhooks.merchantId, merchantId),
          eq(merchantWebhooks.enabled, true),
        ),
      )
      .returning();
    if (!row) throw new AppError(ErrorCode.NotFound, "No webhook endpoint with this id.");
    return toWebhookEndpoint(row);
  }

  /** Inside the transaction that changed the order: a delivery per subscribed endpoint and its first attempt's job. */
  async enqueue(
    tx: Database,
    order: TMerchantOrder,
    merchantId: string,
    event: TWebhookEvent,
  ): Promise<void> {
    const endpoints = await tx
      .select()
      .from(merchantWebhooks)
      .where(and(eq(merchantWebhooks.merchantId, merchantId), eq(merchantWebhooks.enabled, true)));
    for (const endpoint of endpoints) {
      if (!endpoint.events.includes(event)) continue;
      const id = crypto.randomUUID();
      const body = JSON.stringify({ id, type: event, createdAt: new Date().toISOString(), data: { order } });
      await tx
        .insert(webhookDeliveries)
        .values({ id, webhookId: endpoint.id, merchantId, orderId: order.id, event, body });
      await this.options.jobs.send(
        DELIVER_JOB,
        { deliveryId: id, attempt: 1, manual: false },
        { tx, id: fixedJobId(id, "1") },
      );
    }
  }

  /** Manual redelivery from the console: the next attempt now, with the same delivery id and body. */
  async redeliver(merchantId: string, deliveryId: string): Promise<void> {
    const [row] = await this.options.db
      .select()
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.merchantId, merchantId)));
    if (!row) throw new AppError(ErrorCode.NotFound, "No webhook delivery with this id.");
    await this.options.jobs.send(DELIVER_JOB, { deliveryId, attempt: row.attemptCount + 1, manual: true });
  }

  /**
   * One attempt. It first claims attempt number `attempt` by a conditional update (attempt_count = attempt - 1), so
   * a job that runs twice, or a scheduled retry overtaken by a manual redelivery, sends nothing.
   */
  async attempt(deliveryId: string, attempt: number, manual = false): Promise<void> {
    const { db, log } = this.options;
    const [claimed] = await db
      .update(webhookDeliveries)
      .set({ attemptCount: attempt, nextAttemptAt: null })
      .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.attemptCount, attempt - 1)))
      .returning();
    if (!claimed) return;
    if (claimed.status === "delivered" && !manual) return;
    const [endpoint] = await db
      .select()
      .from(merchantWebhooks)
      .where(eq(merchantWebhooks.id, claimed.webhookId));
    const started = Date.now();
    const result = endpoint?.enabled
      ? await this.post(endpoint, claimed)
      : { statusCode: null, responseBody: "", error: "The endpoint was removed." };
    const succeeded = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
    const delay =
      !succeeded && endpoint?.enabled && claimed.status !== "delivered" ? nextWebhookDelay(attempt) : null;
    // The attempt and what it leaves the delivery at are written together: the log never shows an attempt whose
    // outcome (delivered, failed, or the next attempt's time) is not written yet.
    await db.transaction(async (tx) => {
      await tx.insert(webhookAttempts).values({
        deliveryId,
        attempt,
        manual,
        startedAt: new Date(started),
        statusCode: result.statusCode,
        responseBody: result.responseBody,
        error: result.error,
        durationMs: Date.now() - started,
      });
      if (succeeded) {
        await tx
          .update(webhookDeliveries)
          .set({ status: "delivered", nextAttemptAt: null })
          .where(eq(webhookDeliveries.id, deliveryId));
      } else if (delay === null) {
        if (claimed.status !== "delivered") {
          await tx
            .update(webhookDeliveries)
            .set({ status: "failed" })
            .where(eq(webhookDeliveries.id, deliveryId));
        }
      } else {
        await tx
          .update(webhookDeliveries)
          .set({ status: "pending", nextAttemptAt: new Date(Date.now() + delay * 1000) })
          .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.attemptCount, attempt)));
      }
    });
    if (delay === null) return;
    const next = attempt + 1;
    await this.options.jobs.send(
      DELIVER_JOB,
      { deliveryId, attempt: next, manual: false },
      { startAfter: delay, id: fixedJobId(deliveryId, String(next)) },
    );
    log.info({ deliveryId, attempt, delay }, "webhook delivery failed, retrying later");
  }

  private async post(
    endpoint: WebhookRow,
    delivery: DeliveryRow,
  ): Promise<{ statusCode: number | null; responseBody: string; error: string }> {
    try {
      const url = await assertDeliverableUrl(endpoint.url, this.options.standalone);
      const response = await fetch(url, {
        method: "POST",
        redirect: "manual",
        signal: AbortSignal.timeout(TIMEOUT_MS),
        headers: {
          "content-type": "application/json",
          "user-agent": "Sextant-Webhooks/1",
          [WEBHOOK_HEADERS.signature]: signWebhook(
            openWebhookSecret(webhookSealKeyOf(this.options.db), endpoint.id, endpoint.secret),
            delivery.body,
            Math.floor(Date.now() / 1000),
          ),
          [WEBHOOK_HEADERS.delivery]: delivery.id,
          [WEBHOOK_HEADERS.event]: delivery.event,
        },
        body: delivery.body,
      });
      const text = await response.text().catch(() => "");
      return { statusCode: response.status, responseBody: text.slice(0, RESPONSE_KEEP), error: "" };
    } catch (error) {
      return {
        statusCode: null,
        responseBody: "",
        error: error instanceof Error ? error.message : String(error),
      };
    }
  }

  /** The delivery log of one of the merchant's endpoints (404 for any other), newest first, with every attempt. */
  async deliveries(merchantId: string, webhookId: string, limit = 50): Promise<TWebhookDelivery[]> {
    // Another merchant's endpoint is answered exactly like one that does not exist.
    const [endpoint] = await this.options.db
      .select({ id: merchantWebhooks.id })
      .from(merchantWebhooks)
      .where(and(eq(merchantWebhooks.id, webhookId), eq(merchantWebhooks.merchantId, merchantId)));
    if (!endpoint) throw new AppError(ErrorCode.NotFound, "No webhook endpoint with this id.");
    const rows = await this.options.db
      .select()
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.webhookId, webhookId), eq(webhookDeliveries.merchantId, merchantId)))
      .orderBy(desc(webhookDeliveries.createdAt))
      .limit(limit);
    const attempts =
      rows.length === 0
        ? []
        : await this.options.db
            .select()
            .from(webhookAttempts)
            .where(
              inArray(
                webhookAttempts.deliveryId,
                rows.map((row) => row.id),
              ),
            )
            .orderBy(asc(webhookAttempts.attempt));
    return rows.map((row) => ({
      id: row.id,
      webhookId: row.webhookId,
      orderId: row.orderId,
      event: row.event as TWebhookEvent,
      status: row.status as TWebhookDelivery["status"],
      body: row.body,
      createdAt: row.createdAt.toISOString(),
      nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
      attempts: attempts
        .filter((entry) => entry.deliveryId === row.id)
        .map((entry) => ({
          attempt: entry.attempt,
          manual: entry.manual,
          startedAt: entry.startedAt.toISOString(),
          statusCode: entry.statusCode,
          responseBody: entry.responseBody,
          error: entry.error,
          durationMs: entry.durationMs,
        })),
    }));
  }
}
