import {
  type TCheckoutEscrowResult,
  type TCheckoutEscrowToSign,
  type TCheckoutOrder,
  type TCheckoutUpdateRequest,
  type TCheckoutUpdateResponse,
  ZCheckoutEscrowResult,
  ZCheckoutEscrowToSign,
  ZCheckoutOrder,
  ZCheckoutUpdateResponse,
} from "@sextant/core";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

const ZCheckoutList = ZCheckoutOrder.array();

/** GET /api/ordered-transactions/get-checkout/{memo}: the order, or none (spec doc 1 §7). */
export function getCheckout(memo: string, signal?: AbortSignal): Promise<TCheckoutOrder | null> {
  return apiRequest(`/ordered-transactions/get-checkout/${encodeURIComponent(memo)}`, {
    schema: ZCheckoutList,
    signal,
  }).then((orders) => orders[0] ?? null);
}

export const checkoutQueryKey = (memo: string) => ["checkout", memo] as const;

/**
 * The order of a checkout reference. A held escrow order is read again every few seconds: the merchant's signed
 * release (which lets the customer confirm delivery) or a refund arrives meanwhile.
 */
export function useCheckoutOrder(memo: string, enabled = true) {
  return useQuery({
    queryKey: checkoutQueryKey(memo),
    queryFn: ({ signal }) => getCheckout(memo, signal),
    enabled: enabled && memo.length > 0,
    retry: 1,
    refetchInterval: (query) => (query.state.data?.state === "held" ? 4_000 : false),
  });
}

const escrowPath = (memo: string, step: string) =>
  `/ordered-transactions/escrow/${encodeURIComponent(memo)}/${step}`;

/** The customer's escrow calls (docs/checkout.md 'Escrow mode'), signed in. */
export const checkoutEscrowApi = {
  open: (memo: string): Promise<TCheckoutEscrowToSign> =>
    apiRequest(escrowPath(memo, "open"), { method: "POST", auth: true, schema: ZCheckoutEscrowToSign }),
  refundSignature: (memo: string, signature: string) =>
    apiRequest(escrowPath(memo, "refund-signature"), { method: "POST", body: { signature }, auth: true }),
  funded: (memo: string, transactionHash: string): Promise<TCheckoutEscrowResult> =>
    apiRequest(escrowPath(memo, "funded"), {
      method: "POST",
      body: { transactionHash },
      auth: true,
      schema: ZCheckoutEscrowResult,
    }),
  confirmDelivery: (memo: string): Promise<TCheckoutEscrowResult> =>
    apiRequest(escrowPath(memo, "confirm-delivery"), {
      method: "POST",
      auth: true,
      schema: ZCheckoutEscrowResult,
    }),
};

/** PATCH /api/ordered-transactions/update-checkout/{memo}: decline, or report the paying transaction. */
export function updateCheckout(memo: string, body: TCheckoutUpdateRequest): Promise<TCheckoutUpdateResponse> {
  return apiRequest(`/ordered-transactions/update-checkout/${encodeURIComponent(memo)}`, {
    method: "PATCH",
    body,
    schema: ZCheckoutUpdateResponse,
    auth: true,
  });
}
