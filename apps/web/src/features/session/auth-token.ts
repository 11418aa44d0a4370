import { ZGetAuthChallengeResponse, ZPostAuthTokenResponse } from "@sextant/core";
import { API_BASE, apiRequest } from "../../lib/api-client";
import { selectSelectedWallet, useSessionStore } from "./session-store";

/** A token is fetched again after an hour; the API issues it for 24 hours. */
export const AUTH_TOKEN_REFRESH_MS = 60 * 60 * 1000;
/** If a refresh fails, an older token is still used while it has at least an hour left. */
export const AUTH_TOKEN_USABLE_MS = 23 * 60 * 60 * 1000;

interface TCachedToken {
  token: string;
  obtainedAt: number;
}

const cache = new Map<string, TCachedToken>();
const pending = new Map<string, Promise<string>>();

/** Forgets every token without ending it on the server (a new session replaces the previous one). */
export function clearAuthTokens(): void {
  cache.clear();
  pending.clear();
}

/**
 * Ends every token this tab holds on the server (`POST /api/session/logout`), then forgets them: a copy of a token
 * is refused from then on, not only after its 24 hours (logout, lock, reset). The requests outlive the page load
 * that follows a logout (`keepalive`); one that fails leaves that token to its expiry.
 */
export function revokeAuthTokens(): void {
  const tokens = [...cache.values()].map((entry) => entry.token);
  clearAuthTokens();
  for (const token of tokens) {
    void fetch(`${API_BASE}/session/logout`, {
      method: "POST",
      keepalive: true,
      headers: { Authorization: `Bearer ${token}` },
    }).catch(() => undefined);
  }
}

/** SEP-10: fetch the challenge, sign it with the wallet's key inside the keystore, trade it for a JWT. */
async function fetchToken(walletId: string, account: string): Promise<string> {
  const vault = useSessionStore.getState().vault;
  if (!vault) throw new Error("Logged out");
  const challenge = await apiRequest("/anchor/authentication", {
    query: { account },
    schema: ZGetAuthChallengeResponse,
  });
  const { signChallenge } = await import("../keystore/sign-transaction");
  const transaction = await signChallenge(
    vault,
    walletId,
    challenge.transaction,
    challenge.network_passphrase,
  );
  const { token } = await apiRequest("/anchor/authentication", {
    method: "POST",
    body: { transaction },
    schema: ZPostAuthTokenResponse,
  });
  return token;
}

async function refresh(walletId: string, account: string, now: () => number): Promise<string> {
  const stale = cache.get(account);
  try {
    const token = await fetchToken(walletId, account);
    cache.set(account, { token, obtainedAt: now() });
    return token;
  } catch {
    if (stale && now() - stale.obtainedAt < AUTH_TOKEN_USABLE_MS) return stale.token;
    return "";
  }
}

/**
 * Bearer token for the API: SEP-10 for the selected wallet, cached per account and refreshed hourly.
 * Resolves to "" when logged out or when the exchange fails (for example while the key is forgotten under
 * the 'After 30 minutes' preference); it never asks for the password.
 */
export async function getAuthToken(now: () => number = Date.now): Promise<string> {
  const wallet = selectSelectedWallet(useSessionStore.getState());
  if (!wallet) return "";
  return getAuthTokenFor(wallet, now);
}

/** The same bearer token for a given wallet of the vault, selected or not (e.g. one just added). */
export async function getAuthTokenFor(
  wallet: { walletId: string; publicKey: string },
  now: () => number = Date.now,
): Promise<string> {
  const cached = cache.get(wallet.publicKey);
  if (cached && now() - cached.obtainedAt < AUTH_TOKEN_REFRESH_MS) return cached.token;
  const inFlight = pending.get(wallet.publicKey);
  if (inFlight) return inFlight;
  const request = refresh(wallet.walletId, wallet.publicKey, now).finally(() =>
    pending.delete(wallet.publicKey),
  );
  pending.set(wallet.publicKey, request);
  return request;
}
