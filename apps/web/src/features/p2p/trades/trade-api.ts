import {
  type TDisputePartyView,
  type TTrade,
  ZDisputePartyResponse,
  ZDisputeSignReleaseResponse,
  ZTradeListResponse,
  ZTradeResponse,
} from "@sextant/core";
import { z } from "zod";
import { apiRequest } from "../../../lib/api-client";

/** POST /p2p/escrow/open: the escrow account and the two transactions the seller signs, unsigned. */
const ZEscrowOpenAnswer = z.object({
  escrowAccountId: z.string(),
  sellerStellarMemo: z.string(),
  fundingXdr: z.string(),
  refundXdr: z.string(),
});
export type TEscrowOpenAnswer = z.infer<typeof ZEscrowOpenAnswer>;

const ZReleaseAnswer = z.object({ escrowAccountId: z.string(), releaseXdr: z.string() });

/** GET /p2p/escrow/open-accounts: a funded escrow and what it must hold (the amount plus the seller's fee). */
const ZOpenEscrow = z.object({
  escrowAccountId: z.string(),
  assetCode: z.string(),
  assetIssuer: z.string(),
  amount: z.string(),
  /** What it is for ("p2p-trade") and which one (the trade's id). */
  purpose: z.string(),
  reference: z.string(),
  fundedAt: z.string(),
});
export type TOpenEscrow = z.infer<typeof ZOpenEscrow>;
const ZOpenEscrows = z.object({ accounts: z.array(ZOpenEscrow) });

/** One page of the caller's trades. */
export type TTradePage = z.infer<typeof ZTradeListResponse>;

/** The trade start form's body (docs/trades.md 'POST /p2p/addBuyTrade, POST /p2p/addSellTrade'). */
export interface TStartTradeBody {
  p2padsId: string;
  amount: string;
  coinUSDRate: string;
  bank_name: string;
  bank_account_number: string;
  bank_account_title: string;
  payoneer_email: string;
  skrill_email: string;
  /** The same key answers the same trade, so a retried request never starts a second one. */
  idempotency_key: string;
}

/** POST /api/p2p/addBuyTrade (a buy on a sell ad) or /addSellTrade (a sell on a buy ad). */
export async function startTrade(side: "buy" | "sell", body: TStartTradeBody): Promise<TTrade> {
  const path = side === "buy" ? "/p2p/addBuyTrade" : "/p2p/addSellTrade";
  return (await apiRequest(path, { method: "POST", body, schema: ZTradeResponse, auth: true })).trade;
}

export async function fetchTrade(tradeId: string, signal?: AbortSignal): Promise<TTrade> {
  return (
    await apiRequest("/p2p/getTradeById", { query: { tradeId }, schema: ZTradeResponse, auth: true, signal })
  ).trade;
}

/** The caller's non-final trades, newest first. */
export function fetchActiveTrades(skip: number, signal?: AbortSignal): Promise<TTradePage> {
  return apiRequest("/p2p/getActiveTradeByAccountId", {
    query: { take: 10, skip },
    schema: ZTradeListResponse,
    auth: true,
    signal,
  });
}

/** The caller's trades of every status, newest first (the history tab). */
export function fetchTradeHistory(skip: number, signal?: AbortSignal): Promise<TTradePage> {
  return apiRequest("/p2p/getTradeByAccountId", {
    query: { take: 10, skip },
    schema: ZTradeListResponse,
    auth: true,
    signal,
  });
}

/** The routes of the progress screen's actions (docs/trades.md 'Actions'). */
export type TTradeRoute =
  | "claimAmountTransferByBuyer"
  | "claimAmountRecivedBySeller"
  | "disputeAmountNotRecivedBySeller"
  | "cancleTradeByBuyer"
  | "cancleTradeBySeller"
  | "disputeTradeExpired"
  | "rejectTrade";

export async function postTradeAction(
  route: TTradeRoute,
  body: { tradeId: string } & Record<string, string>,
): Promise<{ trade: TTrade; message?: string }> {
  return apiRequest(`/p2p/${route}`, { method: "POST", body, schema: ZTradeResponse, auth: true });
}

/** The seller opens the trade's escrow account; both transactions come back unsigned. */
export function openEscrow(tradeId: string): Promise<TEscrowOpenAnswer> {
  return apiRequest("/p2p/escrow/open", {
    method: "POST",
    body: { tradeId },
    schema: ZEscrowOpenAnswer,
    auth: true,
  });
}

/** The seller's signature of the refund, stored before the funding is submitted. */
export async function postRefundSignature(tradeId: string, signature: string): Promise<void> {
  await apiRequest("/p2p/escrow/refundSignature", {
    method: "POST",
    body: { tradeId, signature },
    auth: true,
  });
}

/** The API reads the funding and the escrow back from the ledger, then holds the balance (→ Started). */
export async function confirmEscrowPayment(tradeId: string, transactionHash: string): Promise<TTrade> {
  return (
    await apiRequest("/p2p/confirmEscrowPayment", {
      query: { tradeId, transaction_hash: transactionHash },
      schema: ZTradeResponse,
      auth: true,
    })
  ).trade;
}

/** The release transaction the buyer signs at 'I have paid'. */
export async function fetchRelease(tradeId: string): Promise<string> {
  return (await apiRequest("/p2p/escrow/release", { query: { tradeId }, schema: ZReleaseAnswer, auth: true }))
    .releaseXdr;
}

/** Public: every open escrow account, to be checked on the ledger. */
export async function fetchOpenEscrows(signal?: AbortSignal): Promise<TOpenEscrow[]> {
  const answer = await apiRequest("/p2p/escrow/open-accounts", {
    query: { take: 50 },
    schema: ZOpenEscrows,
    signal,
  });
  return answer.accounts;
}

/** GET /api/p2p/disputes/case: the caller's view of the trade's dispute (whether the buyer must still sign). */
export async function fetchDisputeCase(tradeId: string, signal?: AbortSignal): Promise<TDisputePartyView> {
  return (
    await apiRequest("/p2p/disputes/case", {
      query: { tradeId },
      schema: ZDisputePartyResponse,
      auth: true,
      signal,
    })
  ).dispute;
}

/** POST /api/p2p/disputes/signRelease: the buyer's signature of the release after a ruling for the buyer. */
export function postRuledReleaseSignature(tradeId: string, releaseSignature: string) {
  return apiRequest("/p2p/disputes/signRelease", {
    method: "POST",
    body: { tradeId, releaseSignature },
    schema: ZDisputeSignReleaseResponse,
    auth: true,
  });
}
