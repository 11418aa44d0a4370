import { afterEach, describe, expect, it } from "vitest";
import { selectSessionWallet } from "./hooks/use-wallet-session";
import { selectAuthStatus, selectSelectedWallet, useSessionStore } from "./session-store";
import { openTestSession } from "./test-session";
import { writeVaultRecord } from "./vault-storage";

const status = () => selectAuthStatus(useSessionStore.getState());

describe("session store", () => {
  afterEach(() => useSessionStore.getState().lock());

  it("derives its status from the stored vault and the open handle", async () => {
    useSessionStore.getState().syncVault();
    expect(status()).toBe("REGISTER");
    writeVaultRecord({ version: 1 });
    useSessionStore.getState().syncVault();
    expect(status()).toBe("LOGIN_SCREEN");
    window.localStorage.clear();

    const vault = await openTestSession(2);
    expect(status()).toBe("PASS");
    expect(useSessionStore.getState().wallets).toHaveLength(2);
    useSessionStore.getState().lock();
    expect(status()).toBe("LOGIN_SCREEN");
    expect(vault.isLocked).toBe(true);
    expect(useSessionStore.getState()).toMatchObject({ vault: null, wallets: [], selectedWalletId: null });
  });

  it("publishes the wallets and the selection of the open vault, and never persists the handle", async () => {
    const vault = await openTestSession(2);
    const [first, second] = useSessionStore.getState().wallets;
    expect(selectSelectedWallet(useSessionStore.getState())?.walletId).toBe(second?.walletId);
    await selectSessionWallet(first?.walletId ?? "");
    expect(useSessionStore.getState().selectedWalletId).toBe(first?.walletId);
    expect(vault.selectedWalletId).toBe(first?.walletId);

    await vault.renameWallet(first?.walletId ?? "", "Savings");
    useSessionStore.getState().refreshWallets();
    expect(useSessionStore.getState().wallets[0]?.name).toBe("Savings");
    const keys = Object.keys(window.localStorage);
    expect(keys).toEqual(["sextant.vault"]);
  });

  it("locks when the vault disappears (Forgot Password in another tab)", async () => {
    await openTestSession(1);
    window.localStorage.clear();
    useSessionStore.getState().syncVault();
    expect(useSessionStore.getState()).toMatchObject({ vaultExists: false, unlocked: false, vault: null });
  });

  it("locks when another tab replaced the vault (the handle no longer opens it)", async () => {
    await openTestSession(1);
    const stored = JSON.parse(window.localStorage.getItem("sextant.vault") ?? "{}") as {
      kdf: { salt: string };
    };
    stored.kdf.salt = "AAAAAAAAAAAAAAAAAAAAAA==";
    window.localStorage.setItem("sextant.vault", JSON.stringify(stored));
    useSessionStore.getState().refreshWallets();
    expect(useSessionStore.getState()).toMatchObject({ unlocked: false, vault: null, wallets: [] });
    expect(status()).toBe("LOGIN_SCREEN");
  });

  it("keeps the referral in memory, trimmed", () => {
    useSessionStore.getState().setReferral("  GFRIEND ");
    expect(useSessionStore.getState().referral).toBe("GFRIEND");
    useSessionStore.getState().setReferral(" ");
    expect(useSessionStore.getState().referral).toBeNull();
  });
});
