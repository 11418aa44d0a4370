import { type TPostTestFaucetResponse, ZPostTestFaucetResponse } from "@sextant/core";
import { apiRequest } from "../../../lib/api-client";

/** POST /api/demo/faucet — standalone network only: test units of an operator asset to a trusting account. */
export function requestTestAsset(account: string, assetCode: string): Promise<TPostTestFaucetResponse> {
  return apiRequest("/demo/faucet", {
    method: "POST",
    body: { account, assetCode },
    schema: ZPostTestFaucetResponse,
  });
}
