import { TransactionBuilder } from "@stellar/stellar-sdk";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PASSWORD_KEY_LIFETIME_MS } from "../keystore/password-policy";
import { resetVault } from "../keystore/vault";
import { usePreferencesStore } from "../preferences/preferences-store";
import { setPasswordPrompt } from "./password-prompt";
import type { TTransactionReview } from "./review/describe-transaction";
import { setReviewPrompt } from "./review/review-prompt";
import { registerPassword, resetResumeForTests, resumeSession } from "./session-actions";
import { hasSavedSession, RESUME_KEY, setWrapKeyStore, type TWrapKeyStore } from "./session-persistence";
import { selectAuthStatus, useSessionStore } from "./session-store";
import { signXdr } from "./sign-xdr";
import { SigningCancelledError } from "./signing-cancelled-error";
import { openTestSession, PASSWORD, randomSecret, TEST_PASSPHRASE, unsignedXdrFor } from "./test-session";

/** IndexedDB stand-in: jsdom has none. Keeps the CryptoKey objects as they are, like IndexedDB does. */
function memoryWrapKeys(): TWrapKeyStore & { keys: Map<string, CryptoKey> } {
  const keys = new Map<string, CryptoKey>();
  return {
    keys,
    put: async (id, key) => void keys.set(id, key),
    get: async (id) => keys.get(id) ?? null,
    remove: async (id) => void keys.delete(id),
    clear: async () => keys.clear(),
  };
}

const status = () => selectAuthStatus(useSessionStore.getState());

/** What a reload leaves: storage as it was, memory empty, the app waiting for the resume. */
function simulateReload(): void {
  useSessionStore.setState({
    vault: null,
    unlocked: false,
    wallets: [],
    selectedWalletId: null,
    resuming: hasSavedSession(),
  });
  resetResumeForTests();
}

function selectedPublicKey(): string {
  const { wallets, selectedWalletId } = useSessionStore.getState();
  return wallets.find((wallet) => wallet.walletId === selectedWalletId)?.publicKey ?? "";
}

describe("the session across a reload", () => {
  let wrapKeys: ReturnType<typeof memoryWrapKeys>;
  const prompt = vi.fn<() => Promise<boolean>>();
  const review = vi.fn<(review: TTransactionReview) => Promise<boolean>>();

  beforeEach(() => {
    wrapKeys = memoryWrapKeys();
    setWrapKeyStore(wrapKeys);
    prompt.mockReset();
    setPasswordPrompt(prompt);
    review.mockReset();
    review.mockResolvedValue(true);
    setReviewPrompt(review);
  });

  afterEach(async () => {
    useSessionStore.getState().lock();
    setPasswordPrompt(null);
    setReviewPrompt(null);
    setWrapKeyStore(null);
    usePreferencesStore.getState().update({ passwordPolicy: "Once for Log In" });
    window.localStorage.clear();
    window.sessionStorage.clear();
    resetResumeForTests();
  });

  it("saves only a wrapping key and a sealed box, never the password or a secret key", async () => {
    const secret = randomSecret();
    const vault = await openTestSession(0);
    await vault.addWallet({ secret });
    await vi.waitFor(() => expect(wrapKeys.keys.size).toBe(1));
    const saved = window.sessionStorage.getItem(RESUME_KEY) ?? "";
    expect(saved).toMatch(/"box"/);
    expect(saved).not.toContain(PASSWORD);
    expect(saved).not.toContain(secret);
    const [key] = [...wrapKeys.keys.values()];
    expect(key?.extractable).toBe(false);
  });

  it("registering resolves only once the session is saved, so a reload right after it stays logged in", async () => {
    // A slow IndexedDB: the wrapping key lands a while after it was handed over.
    const put = wrapKeys.put;
    wrapKeys.put = (id, key) => new Promise((resolve) => setTimeout(() => resolve(put(id, key)), 50));
    await registerPassword(PASSWORD, "");
    expect(wrapKeys.keys.size).toBe(1);
    simulateReload();
    expect(await resumeSession()).toBe(true);
    expect(status()).toBe(selectAuthStatus({ vaultExists: true, unlocked: true }));
  });

  it("'Once for Log In': a reload keeps the session unlocked and signing needs no password", async () => {
    await openTestSession(2);
    await vi.waitFor(() => expect(hasSavedSession()).toBe(true));
    const before = selectedPublicKey();
    simulateReload();
    expect(status()).toBe("LOGIN_SCREEN");
    expect(useSessionStore.getState().resuming).toBe(true);

    expect(await resumeSession()).toBe(true);
    expect(status()).toBe("PASS");
    expect(useSessionStore.getState().resuming).toBe(false);
    expect(selectedPublicKey()).toBe(before);
    const signed = await signXdr(unsignedXdrFor(before), TEST_PASSPHRASE);
    expect(TransactionBuilder.fromXDR(signed, TEST_PASSPHRASE).signatures).toHaveLength(1);
    expect(prompt).not.toHaveBeenCalled();
  });

  it("'Every transaction': the reload keeps the session, but signing still asks for the password", async () => {
    usePreferencesStore.getState().update({ passwordPolicy: "Every transaction" });
    await openTestSession(1);
    await vi.waitFor(() => expect(hasSavedSession()).toBe(true));
    simulateReload();
    expect(await resumeSession()).toBe(true);
    prompt.mockResolvedValueOnce(false);
    await expect(signXdr(unsignedXdrFor(selectedPublicKey()), TEST_PASSPHRASE)).rejects.toBeInstanceOf(
      SigningCancelledError,
    );
    expect(prompt).toHaveBeenCalledTimes(1);
  });

  it("'After 30 minutes': a reload after the key's lifetime locks, counted from the real password entry", async () => {
    usePreferencesStore.getState().update({ passwordPolicy: "After 30 minutes" });
    const vault = await openTestSession(1);
    await vi.waitFor(() => expect(hasSavedSession()).toBe(true));
    const enteredAt = vault.unlockedAt;

    simulateReload();
    expect(await resumeSession(() => enteredAt + PASSWORD_KEY_LIFETIME_MS - 1)).toBe(true);
    expect(useSessionStore.getState().vault?.unlockedAt).toBe(enteredAt);

    simulateReload();
    expect(await resumeSession(() => enteredAt + PASSWORD_KEY_LIFETIME_MS)).toBe(false);
    expect(status()).toBe("LOGIN_SCREEN");
    expect(hasSavedSession()).toBe(false);
    expect(wrapKeys.keys.size).toBe(0);
  });

  it("lock and logout forget the saved session: the reload lands on the login screen", async () => {
    await openTestSession(1);
    await vi.waitFor(() => expect(hasSavedSession()).toBe(true));
    useSessionStore.getState().logOut();
    expect(hasSavedSession()).toBe(false);
    await vi.waitFor(() => expect(wrapKeys.keys.size).toBe(0));
    simulateReload();
    expect(useSessionStore.getState().resuming).toBe(false);
    expect(await resumeSession()).toBe(false);
    expect(status()).toBe("LOGIN_SCREEN");
  });

  it("does not resume into another vault (Forgot Password, then a new password)", async () => {
    await openTestSession(1);
    await vi.waitFor(() => expect(hasSavedSession()).toBe(true));
    const saved = window.sessionStorage.getItem(RESUME_KEY);
    const keys = new Map(wrapKeys.keys);
    await resetVault();
    await openTestSession(1);
    // Put the first vault's seal back, as if it had survived.
    window.sessionStorage.setItem(RESUME_KEY, saved ?? "");
    for (const [id, key] of keys) wrapKeys.keys.set(id, key);
    simulateReload();
    expect(await resumeSession()).toBe(false);
    expect(status()).toBe("LOGIN_SCREEN");
  });

  it("refuses a seal without its wrapping key, or with a tampered box", async () => {
    await openTestSession(1);
    await vi.waitFor(() => expect(hasSavedSession()).toBe(true));
    const saved = window.sessionStorage.getItem(RESUME_KEY) ?? "";
    const keys = new Map(wrapKeys.keys);

    wrapKeys.keys.clear();
    simulateReload();
    expect(await resumeSession()).toBe(false);

    for (const [id, key] of keys) wrapKeys.keys.set(id, key);
    const parsed = JSON.parse(saved) as { box: { iv: string; ciphertext: string } };
    const bytes = Uint8Array.from(atob(parsed.box.ciphertext), (char) => char.charCodeAt(0));
    bytes[0] = (bytes[0] ?? 0) ^ 1;
    parsed.box.ciphertext = btoa(String.fromCharCode(...bytes));
    window.sessionStorage.setItem(RESUME_KEY, JSON.stringify(parsed));
    simulateReload();
    expect(await resumeSession()).toBe(false);
    expect(status()).toBe("LOGIN_SCREEN");
  });
});
