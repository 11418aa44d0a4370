import { z } from "zod";
import { ORDER_EXCEPTIONS, ORDER_STATES } from "../../checkout/order-states";
import { WEBHOOK_EVENTS } from "../../checkout/webhook-schedule";
import { text, ZAmount, ZAssetId } from "../../validators/request-fields";

export const ZPaymentType = z.enum(["instant", "escrow", "both"]);
export type TPaymentType = z.infer<typeof ZPaymentType>;

export const ZOrderState = z.enum(ORDER_STATES);
export const ZOrderException = z.enum(ORDER_EXCEPTIONS);
export const ZWebhookEvent = z.enum(WEBHOOK_EVENTS);

/** One payment seen on the ledger to an order's address, as recorded (never changed afterwards). */
export const ZOrderPayment = z
  .object({
    operationId: z.string(),
    transactionHash: z.string(),
    from: z.string(),
    asset: z.string().describe("XLM or CODE:ISSUER"),
    amount: z.string(),
    valueInOrderAsset: z.string().describe("What the payment counts for in the order's asset"),
    late: z.boolean().describe("Its ledger closed after the order had expired or was cancelled"),
    closedAt: z.string(),
  })
  .meta({ id: "CheckoutOrderPayment" });
export type TOrderPayment = z.infer<typeof ZOrderPayment>;

/**
 * An escrow-mode order's escrow account E (docs/checkout.md 'Escrow mode'): the customer pays into E, whose
 * signers are the customer, the merchant's receiving address and the platform (any two of three).
 */
export const ZOrderEscrow = z
  .object({
    accountId: z.string().describe("The escrow account E: anyone can check it on the ledger"),
    status: z.enum(["opening", "open", "funded", "released", "refunded"]),
    payer: z.string().describe("The customer who pays into E (refunds go back here)"),
    payee: z.string().describe("The merchant's receiving address (a release pays it)"),
    amount: z.string(),
    fundingHash: z.string().nullable(),
    releaseSigned: z.boolean().describe("The merchant signed the release: the customer can confirm delivery"),
    outcome: z
      .object({
        kind: z.enum(["release", "refund"]),
        decidedBy: z.enum(["customer", "merchant", "admin"]),
        decidedAt: z.string(),
        hash: z.string().nullable().describe("The outcome transaction once it applied on the ledger"),
      })
      .nullable(),
  })
  .meta({ id: "CheckoutOrderEscrow" });
export type TOrderEscrow = z.infer<typeof ZOrderEscrow>;

/** An order as the merchant sees it (merchant API and console). */
export const ZMerchantOrder = z
  .object({
    id: z.string().uuid(),
    memo: z.string().describe("The order's checkout reference: the customer pays at /checkout/{memo}"),
    checkoutUrl: z.string(),
    orderNumber: z.string(),
    service: z.string(),
    description: z.string(),
    asset: z.string().describe("XLM or CODE:ISSUER"),
    payableAmount: z.string(),
    amountReceived: z.string(),
    paymentType: ZPaymentType,
    state: ZOrderState,
    exception: ZOrderException,
    payTo: z.string().describe("The order's own muxed address (M…) on the merchant's receiving account"),
    metadata: z.record(z.string(), z.unknown()),
    expiresAt: z.string(),
    monitoringUntil: z.string(),
    customerPublicKey: z.string().nullable(),
    transactionHash: z.string().nullable(),
    createdAt: z.string(),
    payments: z.array(ZOrderPayment),
    escrow: ZOrderEscrow.nullable().default(null).describe("Escrow mode: the account holding the payment"),
  })
  .meta({ id: "MerchantOrder" });
export type TMerchantOrder = z.infer<typeof ZMerchantOrder>;

const ZMetadata = z
  .record(text(64, { min: 1 }), z.union([text(500), z.number(), z.boolean(), z.null()]))
  .refine((value) => Object.keys(value).length <= 20, "At most 20 metadata keys")
  .describe("Up to 20 keys the merchant gets back in the order and its webhooks");

/** POST /api/merchant/v1/orders. An `Idempotency-Key` header makes a retried create answer the same order. */
export const ZCreateOrderRequest = z.object({
  orderNumber: text(64, { min: 1 }),
  service: text(100, { min: 1 }),
  description: text(500).default(""),
  payableAmount: ZAmount.refine((value) => /[1-9]/.test(value), "Amount should be greater than 0"),
  asset: ZAssetId.describe("XLM or CODE:ISSUER: the asset the price is in"),
  paymentType: ZPaymentType.default("instant"),
  expiresInMinutes: z
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(15),
  metadata: ZMetadata.default({}),
});
export type TCreateOrderRequest = z.input<typeof ZCreateOrderRequest>;

export const ZOrderList = z
  .object({ orders: z.array(ZMerchantOrder), total: z.number().int() })
  .meta({ id: "MerchantOrderList" });
export type TOrderList = z.infer<typeof ZOrderList>;

export const ZOrderListQuery = z.object({
  state: ZOrderState.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const ZOrderIdParams = z.object({ id: z.string().uuid() });
