import { z } from "zod";
import { text, ZAmount, ZAssetId, ZTransactionHash } from "../../validators/request-fields";
import { ZPublicKey } from "../../validators/stellar-keys";
import { ZOrderEscrow, ZOrderException, ZOrderState, ZPaymentType } from "./checkout-order";

/** Spec doc 1 §3 'Checkout order', as GET /api/ordered-transactions/get-checkout/{memo} lists it. */
export const ZCheckoutOrder = z
  .object({
    orderNumber: z.string(),
    service: z.string(),
    description: z.string(),
    status: z.enum(["Pending", "Completed", "Expired", "Invalid", "Declined"]),
    orderStatus: z.enum(["Pending", "Settled", "Closed"]),
    memo: z.string(),
    payableAmount: z.string(),
    transactionFee: z.string(),
    totalAmount: z.string(),
    paymentType: ZPaymentType,
    asset: z.string().describe("XLM or CODE:ISSUER: the asset the price is in"),
    payTo: z.string().describe("The order's muxed address (M…): pay exactly here"),
    merchantName: z.string(),
    state: ZOrderState,
    exception: ZOrderException,
    amountReceived: z.string(),
    expiresAt: z.string(),
    escrow: ZOrderEscrow.nullable().default(null).describe("Escrow mode: the account holding the payment"),
  })
  .meta({ id: "CheckoutOrder" });
export type TCheckoutOrder = z.infer<typeof ZCheckoutOrder>;

export const ZCheckoutMemoParams = z.object({ memo: text(64, { min: 1 }) });

/** Spec doc 1 §3 'Checkout update' (PATCH …/update-checkout/{memo}). */
export const ZCheckoutUpdateRequest = z.object({
  status: z.enum(["Completed", "Declined"]),
  orderStatus: z.enum(["Pending"]).optional(),
  customerPublicKey: ZPublicKey.optional(),
  transactionHash: ZTransactionHash.optional(),
  paymentDetail: z.object({ payedIn: ZAssetId, amountPayed: ZAmount }).optional(),
  isInstant: z.boolean().default(true),
});
export type TCheckoutUpdateRequest = z.input<typeof ZCheckoutUpdateRequest>;

/** The update's result: the order as it now stands, or the spec's 'Invalid Status' when it no longer applies. */
export const ZCheckoutUpdateResponse = z
  .object({ data: z.union([ZCheckoutOrder, z.literal("Invalid Status")]), message: z.string() })
  .meta({ id: "CheckoutUpdateResult" });
export type TCheckoutUpdateResponse = z.infer<typeof ZCheckoutUpdateResponse>;
