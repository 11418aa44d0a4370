import { type TCreateAccountRequest, ZCreateAccountResponse } from "@sextant/core";
import { apiRequest } from "../../../lib/api-client";

/**
 * POST /api/accounts/create after a wallet is stored: registers its public key and who referred it. A
 * failure is only logged (document 1 §8); the wallet works without it.
 */
export async function registerAccount(publicKey: string, referral: string | null): Promise<void> {
  const body: TCreateAccountRequest = referral ? { publicKey, referral } : { publicKey };
  try {
    await apiRequest("/accounts/create", { method: "POST", body, schema: ZCreateAccountResponse });
  } catch (error) {
    console.warn("Account registration failed", error instanceof Error ? error.message : error);
  }
}
