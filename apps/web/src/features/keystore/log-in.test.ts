import { beforeEach, describe, expect, it } from "vitest";
import { logIn } from "./log-in";
import { PASSWORD, randomSecret, storedRecord, storeRecord, WEAK_VAULT } from "./test-helpers";
import { createVault } from "./vault";

describe("logIn", () => {
  beforeEach(() => window.localStorage.clear());

  it("asks to create an account when the device has no vault", async () => {
    await expect(logIn(PASSWORD, WEAK_VAULT)).resolves.toEqual({ outcome: "CREATE_ACCOUNT" });
  });

  it("asks to try again after a wrong password", async () => {
    await createVault(PASSWORD, WEAK_VAULT);
    await expect(logIn("wrong-password", WEAK_VAULT)).resolves.toEqual({ outcome: "TRY_AGAIN" });
  });

  it("goes to wallet creation when the vault has no wallet", async () => {
    await createVault(PASSWORD, WEAK_VAULT);
    const result = await logIn(PASSWORD, WEAK_VAULT);
    expect(result.outcome).toBe("CREATE_WALLET");
  });

  it("logs in locally with a selected wallet, selecting the first one if the choice was lost", async () => {
    const vault = await createVault(PASSWORD, WEAK_VAULT);
    const first = await vault.addWallet({ secret: randomSecret() });
    await vault.addWallet({ secret: randomSecret() });
    storeRecord({ ...storedRecord(), selectedWalletId: "gone" });
    const result = await logIn(PASSWORD, WEAK_VAULT);
    if (result.outcome !== "LOCAL_LOGIN") throw new Error(`unexpected ${result.outcome}`);
    expect(result.vault.selectedWalletId).toBe(first.walletId);
  });
});
