import { z } from "zod";
import { ZTradeStatus } from "../../events/realtime-events";
import { DISPUTE_CASE_STATUSES, DISPUTE_MESSAGES } from "../../p2p/dispute-policy";
import { text } from "../../validators/request-fields";

const side = z.enum(["buyer", "seller"]);

/** Where the money of a ruled case stands: nothing yet, waiting for the buyer's release signature, sent, on the ledger. */
export const ZDisputeSettlement = z.enum(["none", "awaiting_signature", "submitted", "applied"]);
export type TDisputeSettlement = z.infer<typeof ZDisputeSettlement>;

/** A dispute case as a row of the desk's queue (docs/disputes.md). */
export const ZDisputeCaseSummary = z
  .object({
    tradeId: z.string(),
    status: z.enum(DISPUTE_CASE_STATUSES),
    openedBy: side,
    reason: z.enum(["not_received", "expired"]),
    openedAt: z.string(),
    evidenceDeadline: z.string(),
    winner: side.nullable(),
    ruledBy: z.enum(["admin", "default", "conceded"]).nullable(),
    ruledAt: z.string().nullable(),
    settlement: ZDisputeSettlement,
    tradeStatus: ZTradeStatus,
    displayStatus: ZTradeStatus,
    assetCode: z.string(),
    /** The crypto the buyer gets, 7 places. */
    amount: z.string(),
    fiatAmount: z.string(),
    currency: z.string(),
    buyer: z.string(),
    seller: z.string(),
    buyerName: z.string(),
    sellerName: z.string(),
  })
  .meta({ id: "DisputeCaseSummary" });
export type TDisputeCaseSummary = z.infer<typeof ZDisputeCaseSummary>;

/** GET /api/admin/disputes?state=open|all — open and escalated cases first (oldest first), then ruled ones. */
export const ZDisputeQueueQuery = z.object({
  state: z.enum(["open", "all"]).default("open"),
  take: z.coerce.number().int().min(1).max(100).default(50),
  skip: z.coerce.number().int().min(0).default(0),
});
export const ZDisputeQueueResponse = z.object({ cases: z.array(ZDisputeCaseSummary), total: z.number() });
export type TDisputeQueueResponse = z.infer<typeof ZDisputeQueueResponse>;

export const ZDisputeTradeParams = z.object({ tradeId: z.string().regex(/^\d{1,15}$/) });

/** A party as the desk shows it: account, KYC name and country, phone and e-mail, the bank account on file. */
export const ZDisputeParty = z.object({
  side,
  account: z.string(),
  name: z.string(),
  country: z.string(),
  email: z.string(),
  phone: z.string(),
  kycStatus: z.string(),
  isAdOwner: z.boolean(),
  saidPaid: z.boolean(),
});
export type TDisputeParty = z.infer<typeof ZDisputeParty>;

/** One ledger transaction of the trade's escrow account, read from Horizon, with its operations. */
export const ZDisputeLedgerTransaction = z.object({
  hash: z.string(),
  ledger: z.number(),
  createdAt: z.string(),
  successful: z.boolean(),
  sourceAccount: z.string(),
  memo: z.string(),
  operations: z.array(z.object({ type: z.string(), summary: z.string() })),
  /** The transaction on the public Horizon the browser reads. */
  link: z.string(),
});
export type TDisputeLedgerTransaction = z.infer<typeof ZDisputeLedgerTransaction>;

export const ZDisputeEscrow = z.object({
  accountId: z.string(),
  status: z.string(),
  amount: z.string(),
  fee: z.string(),
  refundSigned: z.boolean(),
  releaseSigned: z.boolean(),
  movements: z.array(
    z.object({ kind: z.string(), hash: z.string(), status: z.string(), lastError: z.string().nullable() }),
  ),
  link: z.string(),
});

export const ZDisputeNote = z.object({
  id: z.number(),
  admin: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type TDisputeNote = z.infer<typeof ZDisputeNote>;

/** GET /api/admin/disputes/{tradeId}: the case with the trade, both parties, the escrow, its ledger and notes. */
export const ZDisputeCaseDetail = z
  .object({
    case: ZDisputeCaseSummary.extend({
      ruleNote: z.string(),
      ruledByAccount: z.string().nullable(),
      defaultReason: z.string(),
    }),
    trade: z.object({
      type: z.enum(["buy", "sell"]),
      adId: z.string(),
      paymentMethod: z.string(),
      unitPrice: z.string(),
      timeFrame: z.number(),
      createdAt: z.string(),
      startedAt: z.string().nullable(),
      paidAt: z.string().nullable(),
      sellerStellarMemo: z.string(),
    }),
    parties: z.array(ZDisputeParty),
    escrow: ZDisputeEscrow.nullable(),
    ledger: z.array(ZDisputeLedgerTransaction),
    /** Why the ledger's history could not be read, when it could not. */
    ledgerError: z.string().nullable(),
    notes: z.array(ZDisputeNote),
  })
  .meta({ id: "DisputeCaseDetail" });
export type TDisputeCaseDetail = z.infer<typeof ZDisputeCaseDetail>;

/** POST /api/admin/disputes/{tradeId}/rule — the release (buyer) or the refund (seller). */
export const ZDisputeRuleRequest = z.object({
  winner: z.enum(["buyer", "seller"], { message: DISPUTE_MESSAGES.winnerRequired }),
  note: text(1000, { min: 1, message: DISPUTE_MESSAGES.noteRequired }),
});
export type TDisputeRuleRequest = z.infer<typeof ZDisputeRuleRequest>;
export const ZDisputeRuleResponse = z.object({ message: z.string(), case: ZDisputeCaseSummary });
export type TDisputeRuleResponse = z.infer<typeof ZDisputeRuleResponse>;

/** POST /api/admin/disputes/{tradeId}/notes — an internal note (admins only, never shown to the parties). */
export const ZDisputeNoteRequest = z.object({
  text: text(2000, { min: 1, message: "Write the note." }),
});
export const ZDisputeNoteResponse = z.object({ message: z.string(), note: ZDisputeNote });

/** GET /api/p2p/disputes/case?tradeId= — a party's view of its trade's dispute (no notes, no other's details). */
export const ZDisputePartyQuery = z.object({ tradeId: z.string().regex(/^\d{1,15}$/) });
export const ZDisputePartyView = z.object({
  tradeId: z.string(),
  status: z.enum(DISPUTE_CASE_STATUSES),
  openedBy: side,
  reason: z.enum(["not_received", "expired"]),
  openedAt: z.string(),
  evidenceDeadline: z.string(),
  winner: side.nullable(),
  settlement: ZDisputeSettlement,
  /** True for the buyer of a case ruled for the buyer whose release still needs the buyer's signature. */
  mustSignRelease: z.boolean(),
});
export type TDisputePartyView = z.infer<typeof ZDisputePartyView>;
export const ZDisputePartyResponse = z.object({ dispute: ZDisputePartyView });

/** POST /api/p2p/disputes/signRelease — the buyer's signature of the release, after a ruling for the buyer. */
export const ZDisputeSignReleaseRequest = z.object({
  tradeId: z.union([z.string(), z.number()]).transform(String),
  releaseSignature: z.string().min(1).max(200),
});
export const ZDisputeSignReleaseResponse = z.object({ message: z.string(), dispute: ZDisputePartyView });

/** GET /api/admin/disputes/{tradeId}/chat?take&skip — the trade's whole chat for the desk, newest first. */
export const ZDisputeChatQuery = z.object({
  take: z.coerce.number().int().min(1).max(200).default(100),
  skip: z.coerce.number().int().min(0).default(0),
});
export const ZDisputeChatMessage = z.object({
  id: z.string(),
  /** The writer's account, or 'admin'. */
  sender: z.string(),
  role: z.enum(["buyer", "seller", "admin"]),
  text: z.string(),
  /** Stored upload names, readable with GET /api/files/{name} by an admin once the dispute is open. */
  files: z.array(z.string()),
  createdAt: z.string(),
});
export type TDisputeChatMessage = z.infer<typeof ZDisputeChatMessage>;
export const ZDisputeChatResponse = z.object({ messages: z.array(ZDisputeChatMessage), total: z.number() });
export type TDisputeChatResponse = z.infer<typeof ZDisputeChatResponse>;
