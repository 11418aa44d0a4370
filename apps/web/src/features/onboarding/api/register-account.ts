import { type TCreateAccountRequest, ZCreateAccountResponse } from "@sextant/core";
import { apiRequest } from "../../../lib/api-client";
import { getAuthTokenFor } from "../../session/auth-token";

/**
 * POST /api/accounts/create after a wallet is stored: registers its public key and who referred it. The API
 * registers a key only for its owner, so the call carries the wallet's own SEP-10 token. A failure is only
 * logged (document 1 §8); the wallet works without it.
 */
export async function registerAccount(
  wallet: { walletId: string; publicKey: string },
  referral: string | null,
): Promise<void> {
  const { publicKey } = wallet;
  const body: TCreateAccountRequest = referral ? { publicKey, referral } : { publicKey };
  try {
    const token = await getAuthTokenFor(wallet);
    if (!token) throw new Error("No sign-in token for the new wallet");
    await apiRequest("/accounts/create", {
      method: "POST",
      body,
      headers: { Authorization: `Bearer ${token}` },
      schema: ZCreateAccountResponse,
    });
  } catch (error) {
    console.warn("Account registration failed", error instanceof Error ? error.message : error);
  }
}
