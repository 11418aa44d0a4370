import {
  CHECKOUT_ESCROW_MESSAGES,
  CHECKOUT_MESSAGES,
  ErrorCode,
  nextOrderStatus,
  type TCheckoutEscrowResult,
  type TCheckoutEscrowToSign,
  type TCheckoutReleaseToSign,
  type TNewNotification,
  type TOrderException,
  type TOrderState,
  toStroops,
} from "@sextant/core";
import type { Horizon } from "@stellar/stellar-sdk";
import { and, eq, isNull } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import type { Database } from "../../db/database";
import { checkoutEscrowOutcomes, checkoutOrders } from "../../db/schema";
import { AppError } from "../../errors";
import type { EscrowRow, EscrowService } from "../escrow/escrow-service";
import type { JobQueue } from "../jobs/job-queue";
import { readLedgerFacts } from "../p2p/ledger-facts";
import { CHECKOUT_ESCROW_PURPOSE, escrowViewOf } from "./escrow-view";
import type { MerchantRow } from "./merchants";
import { type OrderRow, toCheckoutOrder } from "./order-records";
import { applyOrderEvent, orderByMemo, type TransitionContext } from "./order-transitions";

export const ESCROW_SETTLE_JOB = "checkout.escrow-settle";
/** Sent with every funding handed out, due after that funding's time bound: finds a funding never reported. */
export const ESCROW_RECOVER_JOB = "checkout.escrow-recover";
/** The funding transaction's time bound is 300 s; the recovery looks a minute later. */
const RECOVER_AFTER_S = 360;
const ZSettleJob = z.object({ orderId: z.string().uuid() });

type TOutcome = "release" | "refund";
type TDecidedBy = "customer" | "merchant" | "admin";

/**
 * A party's signature as the API stores it: base64 of the raw 64-byte ed25519 signature. Wallets may also hand
 * over the decorated signature (hint, then the signature) as base64 XDR; both are accepted.
 */
export function rawSignature(signature: string): string {
  const bytes = Buffer.from(signature, "base64");
  if (bytes.length === 64) return signature;
  // DecoratedSignature XDR: a 4-byte hint, the 4-byte length 64, then the signature.
  if (bytes.length === 72 && bytes.readUInt32BE(4) === 64) return bytes.subarray(8).toString("base64");
  throw new AppError(ErrorCode.ValidationFailed, "The signature does not match this escrow.");
}

/**
 * Escrow-mode checkout (docs/checkout.md 'Escrow mode'). The escrow module holds the payment with the customer in
 * the payer's place and the merchant's receiving address in the payee's: the customer opens E, signs the refund
 * and the funding; the order is `held` once E is read back on the ledger. The merchant signs the release when it
 * ships; the customer's delivery confirmation (or an admin's ruling) releases it, the merchant's refund (or an
 * admin's ruling) refunds it. The order's state change commits first (a conditional update on `held`, with the
 * one outcome row and a settle job in the same transaction); only then does the escrow settle, with its stored
 * envelope, so money moves at most once.
 */
export class CheckoutEscrow {
  constructor(
    private readonly options: {
      db: Database;
      horizon: Horizon.Server;
      escrow: EscrowService;
      jobs: JobQueue;
      transitions: TransitionContext;
      /** Where an operator's fee would go: checkout has none today (fee 0), the escrow module still names one. */
      feeDestination: string;
      log: FastifyBaseLogger;
      /** Bell notifications to the customer: the order shipped (confirm delivery), or it was refunded. */
      notify?: (notification: TNewNotification) => Promise<unknown>;
    },
  ) {}

  defineJobs(): void {
    // The safety net of every decided outcome: sent with the state change, it settles (or finds settled) the
    // escrow with its stored envelope, retrying while the ledger does not answer.
    this.options.jobs.define(ESCROW_SETTLE_JOB, ZSettleJob, ({ orderId }) => this.settle(orderId, true), {
      retryLimit: 20,
      retryDelay: 10,
      retryBackoff: true,
      retryDelayMax: 600,
    });
    this.options.jobs.define(ESCROW_RECOVER_JOB, ZSettleJob, ({ orderId }) => this.recoverFunding(orderId), {
      retryLimit: 10,
      retryDelay: 30,
      retryBackoff: true,
    });
  }

  // ---- The customer (signed in; the checkout reference names the order)

  /** Opens the order's escrow for the signed-in customer and answers the funding and the refund to sign. */
  async open(memo: string, account: string | undefined): Promise<TCheckoutEscrowToSign> {
    const customer = this.signedIn(account);
    const { row } = await this.payableOrder(memo);
    if (row.paymentType === "instant")
      throw new AppError(ErrorCode.ValidationFailed, CHECKOUT_ESCROW_MESSAGES.instantOnly);
    if (customer === row.receivingAddress) {
      throw new AppError(ErrorCode.ValidationFailed, "A merchant cannot pay its own order through escrow.");
    }
    const existing = await this.options.escrow.find(CHECKOUT_ESCROW_PURPOSE, row.id);
    // A closed escrow was never funded (its E is merged): another customer may open the order's next one.
    const current = existing?.status === "closed" ? undefined : existing;
    if (current && current.payer !== customer)
      throw new AppError(ErrorCode.Conflict, CHECKOUT_ESCROW_MESSAGES.otherPayer);
    const [code = "XLM", issuer = ""] = row.asset === "XLM" ? ["XLM", ""] : row.asset.split(":");
    if (!current) {
      await this.assertPayeeAccepts(row);
      // Only a customer who can pay opens an escrow: each one ties up the operator's reserves until it closes.
      const facts = await readLedgerFacts(this.options.horizon, customer, { code, issuer }, undefined);
      if (facts.spendable < toStroops(row.payableAmount))
        throw new AppError(ErrorCode.ValidationFailed, CHECKOUT_ESCROW_MESSAGES.notEnoughBalance);
    }
    const escrow = await this.options.escrow.open({
      purpose: CHECKOUT_ESCROW_PURPOSE,
      reference: row.id,
      payer: customer,
      payee: row.receivingAddress,
      feeDestination: this.options.feeDestination,
      assetCode: code,
      assetIssuer: issuer,
      amount: toStroops(row.payableAmount),
      fee: 0n,
    });
    // Two customers at once: the escrow module answers the first one's E to both.
    if (escrow.payer !== customer)
      throw new AppError(ErrorCode.Conflict, CHECKOUT_ESCROW_MESSAGES.otherPayer);
    if (escrow.status !== "open") throw new AppError(ErrorCode.Conflict, CHECKOUT_MESSAGES.invalidStatus);
    const { fundingXdr, refundXdr } = await this.options.escrow.payerTransactions(escrow, `co-${row.memo}`);
    // Once this funding can no longer apply, a look on the ledger: a funding nobody reported is never left in E.
    await this.options.jobs.send(ESCROW_RECOVER_JOB, { orderId: row.id }, { startAfter: RECOVER_AFTER_S });
    return { escrowAccountId: escrow.accountId, fundingXdr, refundXdr };
  }

  /** The customer's signature of the refund, stored before the funding is ever submitted. */
  async refundSignature(memo: string, account: string | undefined, signature: string): Promise<void> {
    const { escrow } = await this.customersEscrow(memo, account);
    await this.options.escrow.storeSignature(escrow, "refund", rawSignature(signature));
  }

  /**
   * The funding applied: E is read back from the ledger (balance, signers, thresholds, refund signed) and the
   * order becomes `held`. When the order closed meanwhile (expired, declined), nothing can release this escrow, so
   * it goes straight back to the customer with the customer's own refund.
   */
  async funded(memo: string, account: string | undefined, hash: string): Promise<TCheckoutEscrowResult> {
    const { row, escrow } = await this.customersEscrow(memo, account);
    const funded = await this.options.escrow.confirmFunding(escrow, hash.toLowerCase());
    const result = await this.hold(row.id, funded);
    if (result === "closed") {
      await this.options.escrow.settle(funded, "refund");
      throw new AppError(ErrorCode.Conflict, CHECKOUT_ESCROW_MESSAGES.refundedEarly);
    }
    const data = await this.current(memo);
    return { data, message: CHECKOUT_ESCROW_MESSAGES[data.state === "held" ? "held" : "released"] };
  }

  /**
   * A funding that applied on the ledger but was never reported (the customer's browser closed after submitting
   * it) is found, read back and holds the order — the customer paid in time. Run before an escrow order expires,
   * and by the recovery job after each funding's time bound. An order that closed without ever being held gets
   * such a funding straight back by the refund.
   */
  async recoverFunding(orderId: string): Promise<void> {
    let escrow = await this.options.escrow.find(CHECKOUT_ESCROW_PURPOSE, orderId);
    if (escrow?.status === "open" && escrow.refundPayerSignature) {
      const hash = await this.options.escrow.findFundingHash(escrow);
      if (hash) escrow = await this.options.escrow.confirmFunding(escrow, hash).catch(() => escrow);
    }
    if (escrow?.status !== "funded") return;
    if ((await this.hold(orderId, escrow)) === "closed") await this.options.escrow.settle(escrow, "refund");
  }

  /**
   * `new` → `held` with the confirmed funding (a conditional update). Answers `held`; `decided` when the order was
   * held and already released or refunded (its outcome is settled by its own job, never here); or `closed` when
   * the order closed without ever being held (expired, declined, paid directly) — it can never be held again, so
   * nothing but the refund can ever apply to this escrow.
   */
  private async hold(orderId: string, funded: EscrowRow): Promise<"held" | "decided" | "closed"> {
    return this.options.db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(checkoutOrders)
        .where(eq(checkoutOrders.id, orderId))
        .for("update");
      if (!current) return "closed";
      if (current.state === "held") return "held";
      if (current.state === "released" || current.state === "refunded") return "decided";
      const held = await applyOrderEvent(
        tx,
        this.options.transitions,
        current,
        { type: "escrowFunded" },
        {
          amountReceived: current.payableAmount,
          customerPublicKey: funded.payer,
          transactionHash: funded.fundingHash,
          paidIn: current.asset,
          amountPayed: current.payableAmount,
          reportedAt: new Date(),
        },
      );
      return held ? "held" : "closed";
    });
  }

  /** The customer confirms delivery: the held payment is released to the merchant (who signed the release). */
  async confirmDelivery(memo: string, account: string | undefined): Promise<TCheckoutEscrowResult> {
    const { row } = await this.customersEscrow(memo, account);
    await this.decide(row.id, "release", "customer", account as string);
    return { data: await this.current(memo), message: CHECKOUT_ESCROW_MESSAGES.released };
  }

  // ---- The merchant (console: signed in; merchant API: its key) — another merchant's order is a 404

  /** The release the merchant's receiving address signs when it ships. */
  async releaseToSign(merchant: MerchantRow, orderId: string): Promise<TCheckoutReleaseToSign> {
    const { escrow } = await this.merchantsEscrow(merchant, orderId);
    return { escrowAccountId: escrow.accountId, releaseXdr: this.options.escrow.releaseXdr(escrow) };
  }

  async releaseSignature(merchant: MerchantRow, orderId: string, signature: string): Promise<void> {
    const { row, escrow } = await this.merchantsEscrow(merchant, orderId);
    await this.options.escrow.storeSignature(escrow, "release", rawSignature(signature));
    if (!escrow.releasePayeeSignature && row.state === "held") {
      await this.tellCustomer(row, escrow.payer, {
        title: `Order ${row.orderNumber} has shipped`,
        text: `${merchant.name} signed the release: confirm delivery once your order has arrived.`,
      });
    }
  }

  /** The merchant refunds a held order: the payment goes back to the customer. */
  async refund(merchant: MerchantRow, orderId: string): Promise<void> {
    const { row, escrow } = await this.merchantsEscrow(merchant, orderId);
    await this.decide(orderId, "refund", "merchant", merchant.account);
    await this.tellCustomer(row, escrow.payer, {
      title: `Order ${row.orderNumber} was refunded`,
      text: `${merchant.name} refunded the payment held in escrow to your wallet.`,
    });
  }

  // ---- An admin's ruling

  async rule(orderId: string, outcome: TOutcome, admin: string): Promise<void> {
    const [row] = await this.options.db.select().from(checkoutOrders).where(eq(checkoutOrders.id, orderId));
    if (!row) throw new AppError(ErrorCode.NotFound, "No order with this id.");
    await this.decide(orderId, outcome, "admin", admin);
  }

  // ---- Deciding and settling

  /**
   * Commits the outcome first — the order's conditional update from `held`, the one outcome row (its primary key
   * is the order) and the settle job, in one transaction — then settles the escrow. A second release or refund
   * is refused by the state machine before anything is signed.
   */
  private async decide(orderId: string, kind: TOutcome, decidedBy: TDecidedBy, actor: string): Promise<void> {
    const escrow = await this.options.escrow.find(CHECKOUT_ESCROW_PURPOSE, orderId);
    if (!escrow) throw new AppError(ErrorCode.Conflict, CHECKOUT_ESCROW_MESSAGES.notHeld);
    await this.options.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(checkoutOrders)
        .where(eq(checkoutOrders.id, orderId))
        .for("update");
      if (!row) throw new AppError(ErrorCode.NotFound, "No order with this id.");
      const event = { type: kind === "release" ? "escrowReleased" : "escrowRefunded" } as const;
      const allowed = nextOrderStatus(
        { state: row.state as TOrderState, exception: row.exception as TOrderException },
        event,
      );
      if (!allowed.ok) throw new AppError(ErrorCode.Conflict, allowed.reason);
      // The platform's signature goes only next to the party's: a release needs the merchant's.
      if (kind === "release" && !escrow.releasePayeeSignature)
        throw new AppError(ErrorCode.Conflict, CHECKOUT_ESCROW_MESSAGES.releaseNotSigned);
      await applyOrderEvent(tx, this.options.transitions, row, event);
      await tx.insert(checkoutEscrowOutcomes).values({ orderId, kind, decidedBy, actor });
      await this.options.jobs.send(ESCROW_SETTLE_JOB, { orderId }, { tx, startAfter: 30 });
    });
    await this.settle(orderId, false).catch((error: unknown) => {
      // The state change is committed; the settle job submits the same stored envelope again.
      this.options.log.warn(
        { err: error, orderId },
        "checkout escrow outcome not settled yet; its job retries",
      );
    });
  }

  /** Settles a decided outcome with the escrow module's stored envelope and records its hash once it applied. */
  async settle(orderId: string, mustApply: boolean): Promise<void> {
    const [outcome] = await this.options.db
      .select()
      .from(checkoutEscrowOutcomes)
      .where(eq(checkoutEscrowOutcomes.orderId, orderId));
    if (!outcome || outcome.hash) return;
    const escrow = await this.options.escrow.find(CHECKOUT_ESCROW_PURPOSE, orderId);
    if (!escrow) throw new Error(`order ${orderId} has an outcome but no escrow`);
    const { hash, applied } = await this.options.escrow.settle(escrow, outcome.kind as TOutcome);
    if (!applied) {
      if (mustApply) throw new Error(`the escrow ${outcome.kind} of order ${orderId} did not apply yet`);
      return;
    }
    await this.options.db
      .update(checkoutEscrowOutcomes)
      .set({ hash, settledAt: new Date() })
      .where(and(eq(checkoutEscrowOutcomes.orderId, orderId), isNull(checkoutEscrowOutcomes.hash)));
  }

  /** A bell notification to the customer, leading to the order's checkout page; never fails the caller. */
  private async tellCustomer(row: OrderRow, account: string, message: { title: string; text: string }) {
    await this.options
      .notify?.({ account, ...message, path: `/checkout/${row.memo}`, objectId: row.id })
      .catch((error: unknown) => this.options.log.warn({ err: error }, "checkout escrow notice not sent"));
  }

  // ---- Look-ups

  private signedIn(account: string | undefined): string {
    if (!account) throw new AppError(ErrorCode.Unauthorized, CHECKOUT_MESSAGES.loginFirst);
    return account;
  }

  private async payableOrder(memo: string): Promise<{ row: OrderRow }> {
    const found = await orderByMemo(this.options.db, memo);
    if (!found) throw new AppError(ErrorCode.NotFound, "No order with this reference.");
    if (found.merchantStatus !== "active")
      throw new AppError(ErrorCode.Forbidden, "This merchant is suspended.");
    if (found.row.state !== "new") throw new AppError(ErrorCode.Conflict, CHECKOUT_MESSAGES.invalidStatus);
    return { row: found.row };
  }

  /** The order and its escrow, for the customer who pays into it; anyone else is refused. */
  private async customersEscrow(
    memo: string,
    account: string | undefined,
  ): Promise<{ row: OrderRow; escrow: EscrowRow }> {
    const customer = this.signedIn(account);
    const found = await orderByMemo(this.options.db, memo);
    if (!found) throw new AppError(ErrorCode.NotFound, "No order with this reference.");
    const escrow = await this.options.escrow.find(CHECKOUT_ESCROW_PURPOSE, found.row.id);
    if (!escrow) throw new AppError(ErrorCode.Conflict, CHECKOUT_ESCROW_MESSAGES.notHeld);
    if (escrow.payer !== customer)
      throw new AppError(ErrorCode.Forbidden, CHECKOUT_ESCROW_MESSAGES.onlyPayer);
    return { row: found.row, escrow };
  }

  private async merchantsEscrow(
    merchant: MerchantRow,
    orderId: string,
  ): Promise<{ row: OrderRow; escrow: EscrowRow }> {
    const [row] = await this.options.db
      .select()
      .from(checkoutOrders)
      .where(and(eq(checkoutOrders.id, orderId), eq(checkoutOrders.merchantId, merchant.id)));
    if (!row) throw new AppError(ErrorCode.NotFound, "No order with this id.");
    const escrow = await this.options.escrow.find(CHECKOUT_ESCROW_PURPOSE, row.id);
    if (!escrow || escrow.status === "opening" || escrow.status === "open")
      throw new AppError(ErrorCode.Conflict, CHECKOUT_ESCROW_MESSAGES.notHeld);
    return { row, escrow };
  }

  /** A release pays the receiving address: it must hold a trustline to the order's asset, or E could not pay it. */
  private async assertPayeeAccepts(row: OrderRow): Promise<void> {
    if (row.asset === "XLM") return;
    const [code, issuer] = row.asset.split(":");
    const account = await this.options.horizon.loadAccount(row.receivingAddress).catch(() => null);
    const trusts = account?.balances.some(
      (line) => "asset_code" in line && line.asset_code === code && line.asset_issuer === issuer,
    );
    if (!trusts) {
      throw new AppError(
        ErrorCode.Conflict,
        `The merchant's receiving address does not accept ${code} yet: pay this order with the instant method, or ask the merchant.`,
      );
    }
  }

  private async current(memo: string) {
    const found = await orderByMemo(this.options.db, memo);
    if (!found) throw new AppError(ErrorCode.NotFound, "No order with this reference.");
    return toCheckoutOrder(
      found.row,
      found.merchantName,
      found.merchantStatus === "active",
      await escrowViewOf(this.options.db, found.row.id),
    );
  }
}
