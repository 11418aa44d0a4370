import { z } from "zod";
import { text, ZAmount, ZAssetId, ZOfferId, ZTransactionHash } from "../../validators/request-fields";
import { ZPublicKey } from "../../validators/stellar-keys";

const amount = ZAmount;

/**
 * The exchange seller fee (spec §7 tradefeehistory and the fee-payment memo request). Flow: createNew before the
 * offer transaction → the answer's `memo` is the memo of that transaction, whose extra payment operation pays
 * `totalFee` of `asset` to `feeReceivingAddress` → setOfferId after submission (the API checks the transaction on
 * the ledger) → refundMyTradeFee after the offer is cancelled: the unfilled share of the fee goes back.
 * All routes need sign-in and act on the caller's own records. Assets are "XLM" or "CODE:ISSUER".
 */
export const ZPostTradeFeeCreateRequest = z.object({
  fromAddress: ZPublicKey,
  feeReceivingAddress: ZPublicKey,
  asset: ZAssetId,
  totalAmount: amount.describe("Amount of `asset` the offer sells"),
  totalFee: amount,
});
export type TPostTradeFeeCreateRequest = z.infer<typeof ZPostTradeFeeCreateRequest>;

export const ZTradeFeeRecord = z
  .object({
    id: z.number().int(),
    memo: z.string().describe("Text memo (at most 28 bytes) of the offer transaction"),
    account: z.string(),
    feeAccount: z.string(),
    asset: z.string(),
    totalAmount: z.string(),
    totalFee: z.string(),
    status: z.enum(["created", "confirmed", "refunded"]),
    trxId: z.string().nullable(),
    offerId: z.string().nullable().describe("'0' when the order filled at once and left no open offer"),
    refundAmount: z.string().nullable(),
    refundTrxId: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: "TradeFeeRecord" });
export type TTradeFeeRecord = z.infer<typeof ZTradeFeeRecord>;

/** PATCH /api/tradefeehistory/setOfferId */
export const ZPatchTradeFeeOfferRequest = z.object({
  memo: text(28, { min: 1 }),
  trxId: ZTransactionHash,
  offerId: ZOfferId,
});
export type TPatchTradeFeeOfferRequest = z.infer<typeof ZPatchTradeFeeOfferRequest>;

/** POST /api/tradefeehistory/refundMyTradeFee — after the offer was cancelled on the ledger. */
export const ZPostTradeFeeRefundRequest = z.object({ offerId: ZOfferId });
export type TPostTradeFeeRefundRequest = z.infer<typeof ZPostTradeFeeRefundRequest>;
