import {
  fromStroops,
  type TAnchorChain,
  type TAnchorFee,
  type TAnchorFeeResponse,
  type TAnchorTransaction,
  type TDepositInfo,
  type TGetAnchorTransactionsResponse,
  type TPostInteractiveResponse,
  toStroops,
  ZAnchorFeeResponse,
  ZGetAnchorTransactionsResponse,
  ZPostInteractiveResponse,
  ZSimulateDepositResponse,
} from "@sextant/core";
import { apiRequest } from "../../../lib/api-client";

export type TAnchorKindQuery = "deposit" | "withdraw";
export type { TAnchorTransaction, TDepositInfo };

/** POST /api/sep24/transactions/deposit/interactive with `chainshort` — the user's deposit address on one chain. */
export async function fetchDepositInfo(
  assetCode: string,
  account: string,
  chain: TAnchorChain,
): Promise<TDepositInfo> {
  const answer = await apiRequest("/sep24/transactions/deposit/interactive", {
    method: "POST",
    auth: true,
    body: { asset_code: assetCode, account, chainshort: chain },
    schema: ZPostInteractiveResponse,
  });
  if (!answer.deposit) throw new Error("Error while getting deposite address.");
  return answer.deposit;
}

/** GET /api/sep24/transactions — one page (10) of the user's deposits or withdrawals of an asset. */
export function fetchAnchorTransactions(options: {
  assetCode: string;
  kind: TAnchorKindQuery;
  pagingId?: string;
  signal?: AbortSignal;
}): Promise<TGetAnchorTransactionsResponse> {
  return apiRequest("/sep24/transactions", {
    auth: true,
    query: { asset_code: options.assetCode, kind: options.kind, paging_id: options.pagingId },
    schema: ZGetAnchorTransactionsResponse,
    signal: options.signal,
  });
}

/** GET /api/sep24/feeForFrontend — the deposit and withdrawal fees of an asset and its chains. */
export function fetchAnchorFees(assetCode: string, signal?: AbortSignal): Promise<TAnchorFeeResponse> {
  return apiRequest("/sep24/feeForFrontend", {
    auth: true,
    query: { asset_code: assetCode },
    schema: ZAnchorFeeResponse,
    signal,
  });
}

/** The withdrawal fee as one 'fixed + percent' rule: service fee plus the chain's fee, and the service percent. */
export function withdrawFeeRule(fees: TAnchorFeeResponse | undefined): TAnchorFee {
  if (!fees) return { fixed: "0", percent: "0" };
  const { service_fee_fixed, blockchain_fee, service_fee_percent } = fees.withdraw;
  return {
    fixed: fromStroops(toStroops(service_fee_fixed) + toStroops(blockchain_fee)),
    percent: service_fee_percent,
  };
}

/** POST /api/sep24/transactions/withdraw/interactive with amount and dest — where to pay amount + fee. */
export function postWithdraw(body: {
  asset_code: string;
  account: string;
  amount: string;
  dest: string;
  isTrc20: boolean;
}): Promise<TPostInteractiveResponse> {
  return apiRequest("/sep24/transactions/withdraw/interactive", {
    method: "POST",
    auth: true,
    body,
    schema: ZPostInteractiveResponse,
  });
}

/** Standalone only: a demo chain wallet sends tokens to the signed-in user's deposit address on the local chain. */
export function simulateExternalDeposit(body: { asset_code: string; chain: TAnchorChain; amount: string }) {
  return apiRequest("/anchor/demo/simulate-deposit", {
    method: "POST",
    auth: true,
    body,
    schema: ZSimulateDepositResponse,
  });
}
