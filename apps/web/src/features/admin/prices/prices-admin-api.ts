import {
  type TAdminPrice,
  type TAdminPricesResponse,
  type TReferencePriceChange,
  ZAdminPrice,
  ZAdminPriceHistoryResponse,
  ZAdminPricesResponse,
} from "@sextant/core";
import { apiRequest } from "../../../lib/api-client";

/** GET /api/admin/prices — every listed asset's price in use, its source, age and flags, and the rule. */
export function fetchAdminPrices(): Promise<TAdminPricesResponse> {
  return apiRequest("/admin/prices", { auth: true, schema: ZAdminPricesResponse });
}

/** PUT /api/admin/prices/:asset/reference — sets the reference price; the change is recorded with its author. */
export function saveReference(asset: string, usd: string, note: string): Promise<TAdminPrice> {
  return apiRequest(`/admin/prices/${encodeURIComponent(asset)}/reference`, {
    method: "PUT",
    auth: true,
    body: { usd, note },
    schema: ZAdminPrice,
  });
}

/** GET /api/admin/prices/:asset/history — the reference price's changes, newest first. */
export async function fetchReferenceHistory(asset: string): Promise<TReferencePriceChange[]> {
  return (
    await apiRequest(`/admin/prices/${encodeURIComponent(asset)}/history`, {
      auth: true,
      schema: ZAdminPriceHistoryResponse,
    })
  ).changes;
}
