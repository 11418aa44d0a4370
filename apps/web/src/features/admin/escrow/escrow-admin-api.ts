import {
  type TAdminOpenEscrow,
  type TEscrowReconciliation,
  ZEscrowReconciliationResponse as ZEscrowReconciliation,
} from "@sextant/core";
import { apiRequest } from "../../../lib/api-client";

export type { TEscrowReconcileRun, TEscrowReconciliation } from "@sextant/core";
export type TOpenEscrow = TAdminOpenEscrow;
export type TEscrowSponsor = TEscrowReconciliation["sponsor"];

/** GET /api/admin/escrow/reconciliation — the reconciler's last runs and every escrow still open. */
export function fetchEscrowReconciliation(signal?: AbortSignal): Promise<TEscrowReconciliation> {
  return apiRequest("/admin/escrow/reconciliation", { auth: true, schema: ZEscrowReconciliation, signal });
}

/** POST /api/admin/escrow/reconciliation/run — runs the reconciler now; answers the overview with that run first. */
export function runEscrowReconciliation(): Promise<TEscrowReconciliation> {
  return apiRequest("/admin/escrow/reconciliation/run", {
    method: "POST",
    auth: true,
    schema: ZEscrowReconciliation,
  });
}
