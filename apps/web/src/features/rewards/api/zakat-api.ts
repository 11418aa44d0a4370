import {
  API_FETCH_TIMEOUT_MS,
  type TGetZakatHistoryResponse,
  type TZakatPaymentInfo,
  type TZakatRecord,
  ZAKAT_HISTORY_PAGE,
  ZChangeZakatStatusResponse,
  ZGetZakatHistoryResponse,
  ZZakatPaymentInfo,
  ZZakatRecord,
} from "@sextant/core";
import { apiRequest } from "../../../lib/api-client";

/** GET /api/zakat-history/getHistoryByAccountId?take=100&skip=0 (10 s time-out): opt-in state and records. */
export function fetchZakatHistory(year?: number): Promise<TGetZakatHistoryResponse> {
  return apiRequest("/zakat-history/getHistoryByAccountId", {
    query: { take: ZAKAT_HISTORY_PAGE, skip: 0, year },
    auth: true,
    timeoutMs: API_FETCH_TIMEOUT_MS,
    schema: ZGetZakatHistoryResponse,
  });
}

/** GET /api/zakat-history/getZakatPaymentInfo?year: percentage, distribution account, Nisab, the year's unpaid. */
export function fetchZakatPaymentInfo(year: number): Promise<TZakatPaymentInfo> {
  return apiRequest("/zakat-history/getZakatPaymentInfo", {
    query: { year },
    auth: true,
    timeoutMs: API_FETCH_TIMEOUT_MS,
    schema: ZZakatPaymentInfo,
  });
}

/** POST /api/zakat-history/ChangeZakatStatus {status}: agree to (or stop) paying zakat. */
export async function changeZakatStatus(status: boolean): Promise<boolean> {
  const answer = await apiRequest("/zakat-history/ChangeZakatStatus", {
    method: "POST",
    body: { status },
    auth: true,
    schema: ZChangeZakatStatusResponse,
  });
  return answer.isZakatEnabled;
}

/** POST /api/zakat-history/addZakatHistory: reports a record's payment; the API re-reads it from the ledger. */
export function reportZakatPayment(record: TZakatRecord, stellarTxId: string): Promise<TZakatRecord> {
  return apiRequest("/zakat-history/addZakatHistory", {
    method: "POST",
    auth: true,
    body: {
      account: record.account,
      distAccount: record.distAccount,
      asset: record.asset,
      coinCode: record.coinCode,
      year: record.year,
      zakatAmount: record.zakatAmount,
      totalAmount: record.totalAmount,
      zakatPercentage: record.zakatPercentage,
      memo: record.memo,
      stellarTxId,
      status: "paid",
      new: false,
    },
    schema: ZZakatRecord,
  });
}
