import { type TPostSwapCreateRequest, ZPostSwapCreateRequest } from "@sextant/core";
import { apiRequest } from "../../../lib/api-client";

/**
 * POST /api/swap/create (signed in): records a submitted swap in the user's history. A failure is only logged
 * (spec §8): the swap itself already happened on the ledger.
 */
export async function recordSwap(record: TPostSwapCreateRequest): Promise<boolean> {
  try {
    await apiRequest("/swap/create", {
      method: "POST",
      body: ZPostSwapCreateRequest.parse(record),
      auth: true,
    });
    return true;
  } catch (error) {
    console.warn("The swap could not be saved to the history.", error);
    return false;
  }
}
