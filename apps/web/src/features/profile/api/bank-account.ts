import {
  type TBankAccount,
  type TBankAccountFields,
  ZAddOrUpdateBankAccountResponse,
  ZGetBankDetailResponse,
} from "@sextant/core";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export const bankDetailQueryKey = (accountId: string) => ["p2p", "bank-detail", accountId] as const;

/** POST /api/p2p/getBankDetail (empty body) — the caller's P2P bank account, or null. */
export async function fetchBankDetail(signal?: AbortSignal): Promise<TBankAccount | null> {
  const answer = await apiRequest("/p2p/getBankDetail", {
    method: "POST",
    auth: true,
    body: {},
    schema: ZGetBankDetailResponse,
    signal,
  });
  return answer.bank;
}

export function bankDetailQueryOptions(accountId: string) {
  return queryOptions({
    queryKey: bankDetailQueryKey(accountId),
    queryFn: ({ signal }) => fetchBankDetail(signal),
    enabled: accountId !== "",
  });
}

/** POST /api/p2p/addorupdatebankaccount — saves IBAN (optional), bank name, account number and title. */
export function saveBankAccount(fields: TBankAccountFields) {
  return apiRequest("/p2p/addorupdatebankaccount", {
    method: "POST",
    auth: true,
    body: fields,
    schema: ZAddOrUpdateBankAccountResponse,
  });
}
