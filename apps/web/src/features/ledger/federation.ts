import { SEND_MESSAGES, ZFederationRecord } from "@sextant/core";
import { useQuery } from "@tanstack/react-query";
import { apiRequest, isApiError } from "../../lib/api-client";
import { ensureLedgerConfig } from "./horizon-config";

export interface TResolvedRecipient {
  accountId: string;
  memoType: string | null;
  memo: string | null;
}

/** SEP-2: `name*domain` through the domain's FEDERATION_SERVER; plain G… keys pass through. */
export async function resolveRecipient(address: string): Promise<TResolvedRecipient> {
  if (!address.includes("*")) return { accountId: address, memoType: null, memo: null };
  try {
    const allowHttp = (await ensureLedgerConfig()).horizonUrl.startsWith("http:");
    const { Federation } = await import("./sdk-lookups");
    const record = await Federation.Server.resolve(address, { allowHttp });
    return {
      accountId: record.account_id,
      memoType: record.memo_type ?? null,
      memo: record.memo ?? null,
    };
  } catch {
    throw new Error(SEND_MESSAGES.federationFailed);
  }
}

/** SEP-2 reverse lookup on this server: the account's `name*domain`, or null when it has none (a 404). */
export async function lookUpFederationAddress(
  accountId: string,
  signal?: AbortSignal,
): Promise<string | null> {
  try {
    const record = await apiRequest("/federation", {
      query: { q: accountId, type: "id" },
      schema: ZFederationRecord,
      signal,
    });
    return record.stellar_address;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/** The federation address of `publicKey` for display (Receive); undefined while unknown or when the call failed. */
export function useFederationAddress(publicKey: string | null): string | null | undefined {
  const query = useQuery({
    queryKey: ["ledger", "federation-address", publicKey ?? ""],
    queryFn: ({ signal }) => lookUpFederationAddress(publicKey ?? "", signal),
    enabled: Boolean(publicKey),
    staleTime: 60_000,
  });
  return query.data;
}
