import { apiRequest } from "../../../lib/api-client";

/** POST /api/tradefeehistory/refundMyTradeFee after an offer is cancelled (spec §7); its failure is only logged. */
export async function refundTradeFee(offerId: string): Promise<void> {
  try {
    await apiRequest("/tradefeehistory/refundMyTradeFee", { method: "POST", body: { offerId }, auth: true });
  } catch (error) {
    console.warn("Trade fee refund failed", error);
  }
}
