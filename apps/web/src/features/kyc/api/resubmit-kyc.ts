import { apiRequest } from "../../../lib/api-client";

/** POST /api/kyc/resubmit — a rejected application goes back to draft, everything still filled in. */
export function resubmitKyc(): Promise<unknown> {
  return apiRequest("/kyc/resubmit", { method: "POST", auth: true, body: {} });
}
