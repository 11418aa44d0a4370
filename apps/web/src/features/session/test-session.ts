import "../keystore/test-environment";
import { Account, BASE_FEE, Operation, TransactionBuilder } from "@stellar/stellar-sdk";
import { PASSWORD, randomSecret, WEAK_VAULT } from "../keystore/test-helpers";
import type { UnlockedVault } from "../keystore/unlocked-vault";
import { createVault } from "../keystore/vault";
import { useSessionStore } from "./session-store";

export const TEST_PASSPHRASE = "Standalone Network ; February 2017";
export { PASSWORD, randomSecret };

/** Test-only: a cheap vault with `walletCount` imported wallets, opened as the session. */
export async function openTestSession(walletCount = 1): Promise<UnlockedVault> {
  const vault = await createVault(PASSWORD, WEAK_VAULT);
  for (let index = 0; index < walletCount; index++) await vault.addWallet({ secret: randomSecret() });
  useSessionStore.getState().openSession(vault);
  return vault;
}

/** An unsigned set-options transaction for `source`. */
export function unsignedXdrFor(source: string): string {
  return new TransactionBuilder(new Account(source, "7"), {
    fee: BASE_FEE,
    networkPassphrase: TEST_PASSPHRASE,
  })
    .addOperation(Operation.setOptions({ homeDomain: "example.com" }))
    .setTimeout(180)
    .build()
    .toXDR();
}
