import { type TFederationRecord, type TSetFederationRequest, ZFederationRecord } from "@sextant/core";
import { apiRequest, isApiError } from "../../../lib/api-client";

/** The account's federation address (`name*domain`), or null when it has none. */
export async function fetchFederationAddress(accountId: string): Promise<string | null> {
  try {
    const record = await apiRequest("/federation", {
      query: { q: accountId, type: "id" },
      schema: ZFederationRecord,
    });
    return record.stellar_address;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/** POST /federation/setfederation with the bearer token of the selected wallet. */
export function setFederationName(request: TSetFederationRequest): Promise<TFederationRecord> {
  return apiRequest("/federation/setfederation", {
    method: "POST",
    body: request,
    auth: true,
    schema: ZFederationRecord,
  });
}
