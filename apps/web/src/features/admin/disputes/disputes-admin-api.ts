import {
  type TDisputeCaseDetail,
  type TDisputeChatResponse,
  type TDisputeQueueResponse,
  type TDisputeRuleResponse,
  ZChatSendResponse,
  ZDisputeCaseDetail,
  ZDisputeChatResponse,
  ZDisputeNoteResponse,
  ZDisputeQueueResponse,
  ZDisputeRuleResponse,
} from "@sextant/core";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export const DISPUTES_KEY = ["admin", "disputes"] as const;

/** GET /api/admin/disputes?state= — open and escalated cases first, oldest first; `all` adds ruled ones. */
export function disputeQueueQueryOptions(state: "open" | "all") {
  return queryOptions({
    queryKey: [...DISPUTES_KEY, "queue", state],
    queryFn: ({ signal }): Promise<TDisputeQueueResponse> =>
      apiRequest("/admin/disputes", {
        auth: true,
        query: { state, take: 100 },
        schema: ZDisputeQueueResponse,
        signal,
      }),
  });
}

/** GET /api/admin/disputes/{tradeId} — the case with the trade, the parties, the escrow's ledger and notes. */
export function disputeCaseQueryOptions(tradeId: string) {
  return queryOptions({
    queryKey: [...DISPUTES_KEY, "case", tradeId],
    queryFn: ({ signal }): Promise<TDisputeCaseDetail> =>
      apiRequest(`/admin/disputes/${encodeURIComponent(tradeId)}`, {
        auth: true,
        schema: ZDisputeCaseDetail,
        signal,
      }),
  });
}

/** GET /api/admin/disputes/{tradeId}/chat — the trade's whole chat (up to 200 messages), newest first. */
export function disputeChatQueryOptions(tradeId: string) {
  return queryOptions({
    queryKey: [...DISPUTES_KEY, "chat", tradeId],
    queryFn: ({ signal }): Promise<TDisputeChatResponse> =>
      apiRequest(`/admin/disputes/${encodeURIComponent(tradeId)}/chat`, {
        auth: true,
        query: { take: 200 },
        schema: ZDisputeChatResponse,
        signal,
      }),
  });
}

/** POST /api/admin/disputes/{tradeId}/rule — once only; the escrow is released (buyer) or refunded (seller). */
export function ruleDispute(
  tradeId: string,
  winner: "buyer" | "seller",
  note: string,
): Promise<TDisputeRuleResponse> {
  return apiRequest(`/admin/disputes/${encodeURIComponent(tradeId)}/rule`, {
    method: "POST",
    auth: true,
    body: { winner, note },
    schema: ZDisputeRuleResponse,
    timeoutMs: 60_000,
  });
}

/** POST /api/admin/disputes/{tradeId}/notes — an internal note, for admins only. */
export function addDisputeNote(tradeId: string, text: string) {
  return apiRequest(`/admin/disputes/${encodeURIComponent(tradeId)}/notes`, {
    method: "POST",
    auth: true,
    body: { text },
    schema: ZDisputeNoteResponse,
  });
}

/** POST /api/p2p-chat/send as the desk: the chat module lets an admin write once the dispute is open ('Admin'). */
export function writeAsDesk(tradeId: string, message: string) {
  return apiRequest("/p2p-chat/send", {
    method: "POST",
    auth: true,
    body: { tradeId, message, fileNames: [] },
    schema: ZChatSendResponse,
  });
}
