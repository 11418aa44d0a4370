import { z } from "zod";
import { ZTradeStatus } from "../../events/realtime-events";

/** Spec doc 2 §7 'Trades': the create-trade payload (addBuyTrade / addSellTrade). */
export const ZAddTradeRequest = z.object({
  p2padsId: z.union([z.string(), z.number()]).transform(String),
  amount: z.string().max(40),
  coinUSDRate: z.union([z.string(), z.number()]).transform(String).optional(),
  bank_name: z.string().max(100).optional(),
  bank_account_number: z.string().max(64).optional(),
  bank_account_title: z.string().max(100).optional(),
  payoneer_email: z.string().max(254).optional(),
  skrill_email: z.string().max(254).optional(),
  idempotency_key: z.string().max(64).optional(),
});
export type TAddTradeRequest = z.infer<typeof ZAddTradeRequest>;

/** The body of every trade action: the trade's id (and for the expiry dispute, who asks). */
export const ZTradeActionRequest = z.object({
  tradeId: z.union([z.string(), z.number()]).transform(String),
  actionBy: z.enum(["Buyer", "Seller"]).optional(),
  /** With 'I have paid': the buyer's signature (base64) of the escrow's release (GET /p2p/escrow/release). */
  releaseSignature: z.string().max(200).optional(),
});

const side = z.enum(["buyer", "seller"]);

/** A trade as its parties see it (spec doc 2 §3 'Trade'); payment details only for the buyer of an open trade. */
export const ZTrade = z.object({
  id: z.string(),
  type: z.enum(["buy", "sell"]),
  status: ZTradeStatus,
  displayStatus: ZTradeStatus,
  account: z.string(),
  adOwner: z.string(),
  buyer: z.string(),
  seller: z.string(),
  assetCode: z.string(),
  p2pads: z.object({
    id: z.string(),
    type: z.enum(["buy", "sell"]),
    paymentMethod: z.string(),
    timeFrame: z.number(),
    unitPrice: z.string(),
    currency: z.string(),
  }),
  cryptoAmountToBuyer: z.string(),
  cryptoAmountFromSeller: z.string(),
  sellerFee: z.string(),
  fiatTradeAmount: z.string(),
  escrowAccountId: z.string().nullable(),
  sellerStellarMemo: z.string(),
  startTime: z.string(),
  updatedAt: z.string(),
  deadlines: z.object({
    pendingExpiresAt: z.string(),
    expiresAt: z.string().nullable(),
    timeoutAt: z.string().nullable(),
    paidExpiresAt: z.string().nullable(),
    heldFundsReturnAt: z.string().nullable(),
  }),
  dispute: z.object({
    state: z.enum(["none", "open", "resolved"]),
    openedBy: side.optional(),
    reason: z.string().optional(),
    winner: side.optional(),
  }),
  actions: z.array(z.string()),
  role: z.object({ side, isAdOwner: z.boolean() }),
  bank_name: z.string(),
  bank_account_number: z.string(),
  bank_account_title: z.string(),
  payoneer_email: z.string(),
  skrill_email: z.string(),
});
export type TTrade = z.infer<typeof ZTrade>;

export const ZTradeResponse = z.object({ trade: ZTrade, message: z.string().optional() });
export const ZTradeListResponse = z.object({ trades: z.array(ZTrade), total: z.number() });
export const ZGetTradeByIdRequest = z.object({ tradeId: z.string().max(20) });
export const ZTradeListRequest = z.object({
  asset_code: z.string().max(12).optional(),
  take: z.coerce.number().int().min(1).max(50).default(10),
  skip: z.coerce.number().int().min(0).default(0),
});
