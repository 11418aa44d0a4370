import {
  type TAnchorKind,
  type TAnchorStatus,
  type TReconciliationResponse,
  ZAdminAnchorRefundResponse,
  ZAdminAnchorTransactionsResponse,
  ZReconciliationResponse,
} from "@sextant/core";
import type { z } from "zod";
import { apiRequest } from "../../../lib/api-client";

export type TAdminAnchorPage = z.infer<typeof ZAdminAnchorTransactionsResponse>;
export type TAdminAnchorTransaction = TAdminAnchorPage["transactions"][number];

/** GET /api/admin/anchor/transactions — every account's anchored transactions, newest first, a page at a time. */
export function fetchAdminAnchorTransactions(options: {
  kind?: TAnchorKind;
  status?: TAnchorStatus;
  pagingId?: string;
  signal?: AbortSignal;
}): Promise<TAdminAnchorPage> {
  return apiRequest("/admin/anchor/transactions", {
    auth: true,
    query: { kind: options.kind, status: options.status, paging_id: options.pagingId },
    schema: ZAdminAnchorTransactionsResponse,
    signal: options.signal,
  });
}

/** GET /api/admin/anchor/reconciliation — the reconciler's latest pass: hot wallets against the issued supply. */
export function fetchReconciliation(signal?: AbortSignal): Promise<TReconciliationResponse> {
  return apiRequest("/admin/anchor/reconciliation", { auth: true, schema: ZReconciliationResponse, signal });
}

/** POST /api/admin/anchor/reconciliation — runs a reconciler pass now and answers it. */
export function runReconciliation(): Promise<TReconciliationResponse> {
  return apiRequest("/admin/anchor/reconciliation", {
    method: "POST",
    auth: true,
    schema: ZReconciliationResponse,
  });
}

/** POST /api/admin/anchor/transactions/{id}/refund — a withdrawal paid for but not paid out is refunded. */
export function refundAnchorWithdrawal(id: string) {
  return apiRequest(`/admin/anchor/transactions/${encodeURIComponent(id)}/refund`, {
    method: "POST",
    auth: true,
    schema: ZAdminAnchorRefundResponse,
  });
}
