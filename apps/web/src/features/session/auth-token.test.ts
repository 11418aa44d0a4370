import { Keypair, WebAuth } from "@stellar/stellar-sdk";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiRequest } from "../../lib/api-client";
import { AUTH_TOKEN_REFRESH_MS, clearAuthTokens, getAuthToken } from "./auth-token";
import { selectSelectedWallet, useSessionStore } from "./session-store";
import { openTestSession, TEST_PASSPHRASE } from "./test-session";

vi.mock("../../lib/api-client", () => ({
  API_BASE: "/api",
  apiRequest: vi.fn(),
  setAuthTokenProvider: vi.fn(),
}));

const request = vi.mocked(apiRequest);
const server = Keypair.random();

function challengeFor(account: string): string {
  return WebAuth.buildChallengeTx(server, account, "sextant.test", 300, TEST_PASSPHRASE, "sextant.test");
}

/** Answers the two SEP-10 calls like the API; tokens are numbered so refreshes can be told apart. */
function answerLikeTheApi() {
  let issued = 0;
  request.mockImplementation(async (_path, options) => {
    if (options?.method === "POST") {
      issued += 1;
      return { token: `jwt-${issued}` };
    }
    const account = String(options?.query?.account ?? "");
    return { transaction: challengeFor(account), network_passphrase: TEST_PASSPHRASE };
  });
}

describe("getAuthToken", () => {
  beforeEach(() => {
    request.mockReset();
    clearAuthTokens();
  });
  afterEach(() => useSessionStore.getState().lock());

  it("is empty while logged out, without calling the API", async () => {
    expect(await getAuthToken()).toBe("");
    expect(request).not.toHaveBeenCalled();
  });

  it("signs the challenge for the selected wallet and caches the token for an hour", async () => {
    answerLikeTheApi();
    await openTestSession(1);
    const account = selectSelectedWallet(useSessionStore.getState())?.publicKey;
    let now = 1_000_000;
    const clock = () => now;

    const [first, concurrent] = await Promise.all([getAuthToken(clock), getAuthToken(clock)]);
    expect(first).toBe("jwt-1");
    expect(concurrent).toBe("jwt-1");
    expect(request).toHaveBeenCalledTimes(2);
    expect(request.mock.calls[0]?.[1]?.query).toEqual({ account });
    const posted = request.mock.calls[1]?.[1]?.body as { transaction: string };
    expect(posted.transaction).not.toBe(challengeFor(account ?? ""));

    now += AUTH_TOKEN_REFRESH_MS - 1;
    expect(await getAuthToken(clock)).toBe("jwt-1");
    now += 1;
    expect(await getAuthToken(clock)).toBe("jwt-2");
    expect(request).toHaveBeenCalledTimes(4);
  });

  it("keeps a younger token when a refresh fails, and answers '' quietly without one", async () => {
    await openTestSession(1);
    let now = 0;
    const clock = () => now;
    request.mockRejectedValue(new Error("Network Error"));
    expect(await getAuthToken(clock)).toBe("");

    answerLikeTheApi();
    expect(await getAuthToken(clock)).toBe("jwt-1");
    request.mockRejectedValue(new Error("Network Error"));
    now += AUTH_TOKEN_REFRESH_MS;
    expect(await getAuthToken(clock)).toBe("jwt-1");
  });

  it("is '' when the key was forgotten (no password prompt for the token)", async () => {
    answerLikeTheApi();
    const vault = await openTestSession(1);
    vault.lock();
    expect(await getAuthToken()).toBe("");
  });

  it("keeps one token per wallet", async () => {
    answerLikeTheApi();
    await openTestSession(2);
    const [first, second] = useSessionStore.getState().wallets;
    expect(await getAuthToken()).toBe("jwt-1");
    await useSessionStore.getState().vault?.selectWallet(first?.walletId ?? "");
    useSessionStore.getState().refreshWallets();
    expect(await getAuthToken()).toBe("jwt-2");
    await useSessionStore.getState().vault?.selectWallet(second?.walletId ?? "");
    useSessionStore.getState().refreshWallets();
    expect(await getAuthToken()).toBe("jwt-1");
  });

  it("ends every token it holds on the server at logout, and forgets them", async () => {
    const ended = vi.fn(async (..._args: unknown[]) => new Response("{}"));
    vi.stubGlobal("fetch", ended);
    try {
      answerLikeTheApi();
      await openTestSession(2);
      const [first] = useSessionStore.getState().wallets;
      expect(await getAuthToken()).toBe("jwt-1");
      await useSessionStore.getState().vault?.selectWallet(first?.walletId ?? "");
      useSessionStore.getState().refreshWallets();
      expect(await getAuthToken()).toBe("jwt-2");

      useSessionStore.getState().logOut();
      const calls = ended.mock.calls.map(([url, init]) => ({
        url,
        method: (init as RequestInit).method,
        authorization: ((init as RequestInit).headers as Record<string, string>).Authorization,
      }));
      expect(calls).toEqual([
        { url: "/api/session/logout", method: "POST", authorization: "Bearer jwt-1" },
        { url: "/api/session/logout", method: "POST", authorization: "Bearer jwt-2" },
      ]);
      expect(await getAuthToken()).toBe("");
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
