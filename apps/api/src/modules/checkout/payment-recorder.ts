import { coveredThreshold, fromStroops, toStroops, valueInOrderAsset } from "@sextant/core";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { checkoutOrders, checkoutPayments } from "../../db/schema";
import type { PriceService } from "../catalogue/price-service";
import type { OrderRow } from "./order-records";
import { applyOrderEvent, type TransitionContext } from "./order-transitions";

/** The fields of a Horizon payment record the checkout reads (payment and both path payments). */
export interface LedgerPayment {
  id: string;
  paging_token: string;
  type: string;
  transaction_hash: string;
  transaction_successful?: boolean;
  created_at: string;
  from?: string;
  to?: string;
  to_muxed_id?: string;
  asset_type?: string;
  asset_code?: string;
  asset_issuer?: string;
  amount?: string;
}

const PAYMENT_TYPES = new Set(["payment", "path_payment_strict_receive", "path_payment_strict_send"]);

/** A payment that lands on an order's muxed address: its muxed id and what it delivered. */
export function orderPaymentOf(
  record: LedgerPayment,
): { muxedId: bigint; to: string; asset: string; amount: string } | undefined {
  if (!PAYMENT_TYPES.has(record.type) || record.transaction_successful === false) return undefined;
  if (!record.to || !record.to_muxed_id || !record.amount || !/^\d{1,20}$/.test(record.to_muxed_id))
    return undefined;
  const asset = record.asset_type === "native" ? "XLM" : `${record.asset_code}:${record.asset_issuer}`;
  return { muxedId: BigInt(record.to_muxed_id), to: record.to, asset, amount: record.amount };
}

/** A payment older than its order (by more than a minute of clock skew) is not the order's, whatever its id. */
const CREATION_SKEW_MS = 60_000;

export class PaymentRecorder {
  constructor(
    private readonly options: { db: Database; prices: PriceService; transitions: TransitionContext },
  ) {}

  /**
   * Why a payment in `coin` cannot count towards an order priced in `orderAsset`, or undefined when it can: a coin
   * other than the order's own is converted at USD prices, and only trusted prices settle money (docs/prices.md).
   */
  async conversionRefusal(coin: string, orderAsset: string): Promise<string | undefined> {
    return (await this.conversion(coin, orderAsset)).refused;
  }

  private async conversion(
    coin: string,
    orderAsset: string,
  ): Promise<{ coinUsd: number; orderAssetUsd: number; refused?: undefined } | { refused: string }> {
    if (coin === orderAsset) return { coinUsd: 1, orderAssetUsd: 1 };
    const [paid, priced] = await Promise.all([
      this.options.prices.settlingPrice(coin),
      this.options.prices.settlingPrice(orderAsset),
    ]);
    const code = (asset: string) => (asset === "XLM" ? "XLM" : (asset.split(":")[0] ?? asset));
    if (paid.refused !== undefined || priced.refused !== undefined) {
      return {
        refused:
          `${code(coin)} cannot pay this order: ${paid.refused ?? priced.refused} ` +
          `The payment is recorded for the merchant but counts nothing; pay in ${code(orderAsset)}.`,
      };
    }
    return { coinUsd: paid.usd, orderAssetUsd: priced.usd };
  }

  /**
   * Records one ledger payment to an order's address — once, keyed by its operation id — and moves the order
   * through the state machine (partial, full, over, late). Answers whether it was new. Payments to ids no order
   * has, or older than their order, are left alone: they are the merchant's own.
   */
  async record(record: LedgerPayment): Promise<boolean> {
    const payment = orderPaymentOf(record);
    if (!payment) return false;
    const { db } = this.options;
    const [order] = await db.select().from(checkoutOrders).where(eq(checkoutOrders.muxedId, payment.muxedId));
    if (!order || order.receivingAddress !== payment.to) return false;
    const closedAt = new Date(record.created_at);
    if (closedAt.getTime() < order.createdAt.getTime() - CREATION_SKEW_MS) return false;
    const sameAsset = payment.asset === order.asset;
    // A coin without a trusted price is refused: recorded (the merchant sees what arrived) at a value of 0.
    const rates = await this.conversion(payment.asset, order.asset);
    const refused = rates.refused !== undefined;
    const value =
      rates.refused !== undefined
        ? 0n
        : valueInOrderAsset({ amount: toStroops(payment.amount), sameAsset, ...rates });
    return db.transaction(async (tx) => {
      // The order row is locked first: the watcher and a customer's report recording payments of one order at
      // once take turns, so the conditional update below always sees the amount it read.
      const [current] = await tx
        .select()
        .from(checkoutOrders)
        .where(eq(checkoutOrders.id, order.id))
        .for("update");
      if (!current) return false;
      const [inserted] = await tx
        .insert(checkoutPayments)
        .values({
          operationId: record.id,
          orderId: order.id,
          transactionHash: record.transaction_hash,
          fromAccount: record.from ?? "",
          asset: payment.asset,
          amount: payment.amount,
          valueInOrderAsset: fromStroops(value),
          late: closedAt > current.expiresAt || current.state === "cancelled",
          closedAt,
        })
        .onConflictDoNothing()
        .returning();
      if (!inserted) return false;
      if (!refused) await this.apply(tx, current, value, inserted.late, !sameAsset);
      return true;
    });
  }

  private async apply(tx: Database, row: OrderRow, value: bigint, late: boolean, converted: boolean) {
    const due = toStroops(row.payableAmount);
    const received = toStroops(row.amountReceived) + value;
    // A payment in another coin within the conversion tolerance covers the order exactly.
    const counted = converted && received >= coveredThreshold(due, true) && received < due ? due : received;
    await applyOrderEvent(
      tx,
      this.options.transitions,
      row,
      { type: "paymentRecorded", received: counted, due, late },
      { amountReceived: fromStroops(received) },
    );
  }
}
