import { Keypair, TransactionBuilder } from "@stellar/stellar-sdk";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PASSWORD_KEY_LIFETIME_MS } from "../keystore/password-policy";
import { usePreferencesStore } from "../preferences/preferences-store";
import { setPasswordPrompt } from "./password-prompt";
import type { TTransactionReview } from "./review/describe-transaction";
import { setReviewPrompt } from "./review/review-prompt";
import { useSessionStore } from "./session-store";
import { signXdr } from "./sign-xdr";
import { SigningCancelledError } from "./signing-cancelled-error";
import { openTestSession, PASSWORD, TEST_PASSPHRASE, unsignedXdrFor } from "./test-session";

function signatures(xdr: string): number {
  return TransactionBuilder.fromXDR(xdr, TEST_PASSPHRASE).signatures.length;
}

function selectedPublicKey(): string {
  const { wallets, selectedWalletId } = useSessionStore.getState();
  return wallets.find((wallet) => wallet.walletId === selectedWalletId)?.publicKey ?? "";
}

describe("signXdr", () => {
  const prompt = vi.fn<(vault: { confirmPassword(password: string): Promise<void> }) => Promise<boolean>>();
  const review = vi.fn<(review: TTransactionReview) => Promise<boolean>>();

  beforeEach(() => {
    prompt.mockReset();
    setPasswordPrompt(prompt);
    review.mockReset();
    review.mockResolvedValue(true);
    setReviewPrompt(review);
  });

  afterEach(() => {
    setPasswordPrompt(null);
    setReviewPrompt(null);
    useSessionStore.getState().lock();
    usePreferencesStore.getState().update({ passwordPolicy: "Once for Log In" });
    vi.useRealTimers();
  });

  it("signs with the selected wallet without asking under 'Once for Log In'", async () => {
    await openTestSession(2);
    const signed = await signXdr(unsignedXdrFor(selectedPublicKey()), TEST_PASSPHRASE);
    const transaction = TransactionBuilder.fromXDR(signed, TEST_PASSPHRASE);
    expect(transaction.signatures).toHaveLength(1);
    const [decorated] = transaction.signatures;
    if (!decorated) throw new Error("signature expected");
    expect(Keypair.fromPublicKey(selectedPublicKey()).verify(transaction.hash(), decorated.signature)).toBe(
      true,
    );
    expect(prompt).not.toHaveBeenCalled();
  });

  it("asks before every signature under 'Every transaction' and rejects when dismissed", async () => {
    usePreferencesStore.getState().update({ passwordPolicy: "Every transaction" });
    await openTestSession(1);
    prompt.mockImplementationOnce(async (vault) => {
      await vault.confirmPassword(PASSWORD);
      return true;
    });
    expect(signatures(await signXdr(unsignedXdrFor(selectedPublicKey()), TEST_PASSPHRASE))).toBe(1);
    prompt.mockResolvedValueOnce(false);
    await expect(signXdr(unsignedXdrFor(selectedPublicKey()), TEST_PASSPHRASE)).rejects.toBeInstanceOf(
      SigningCancelledError,
    );
    expect(prompt).toHaveBeenCalledTimes(2);
  });

  it("forgets the key after 30 minutes under 'After 30 minutes' and asks once", async () => {
    usePreferencesStore.getState().update({ passwordPolicy: "After 30 minutes" });
    const vault = await openTestSession(1);
    const xdr = unsignedXdrFor(selectedPublicKey());
    expect(signatures(await signXdr(xdr, TEST_PASSPHRASE))).toBe(1);
    expect(prompt).not.toHaveBeenCalled();

    const later = Date.now() + PASSWORD_KEY_LIFETIME_MS + 1000;
    vi.spyOn(Date, "now").mockReturnValue(later);
    prompt.mockImplementationOnce(async (handle) => {
      expect(vault.isLocked).toBe(true);
      await handle.confirmPassword(PASSWORD);
      return true;
    });
    expect(signatures(await signXdr(xdr, TEST_PASSPHRASE))).toBe(1);
    expect(signatures(await signXdr(xdr, TEST_PASSPHRASE))).toBe(1);
    expect(prompt).toHaveBeenCalledTimes(1);
  });

  it("refuses to sign while logged out", async () => {
    await expect(signXdr("AAAA", TEST_PASSPHRASE)).rejects.toThrow("Enter your password to continue.");
  });

  it("shows the review before signing: Cancel signs nothing, the password prompt follows the review", async () => {
    usePreferencesStore.getState().update({ passwordPolicy: "Every transaction" });
    await openTestSession(1);
    const order: string[] = [];
    review.mockImplementation(async (shown) => {
      order.push(`review:${shown.operations[0]?.title}`);
      return false;
    });
    prompt.mockImplementation(async () => {
      order.push("password");
      return true;
    });
    await expect(signXdr(unsignedXdrFor(selectedPublicKey()), TEST_PASSPHRASE)).rejects.toBeInstanceOf(
      SigningCancelledError,
    );
    expect(order).toEqual(["review:Account settings"]);

    review.mockImplementation(async () => {
      order.push("review");
      return true;
    });
    const signed = await signXdr(unsignedXdrFor(selectedPublicKey()), TEST_PASSPHRASE);
    expect(signatures(signed)).toBe(1);
    expect(order).toEqual(["review:Account settings", "review", "password"]);
    expect(review.mock.calls[0]?.[0]).toMatchObject({
      network: "Standalone network",
      networkFee: "0.00001 XLM",
      operations: [{ title: "Account settings", details: ["Sets the home domain to example.com."] }],
    });
  });
});
