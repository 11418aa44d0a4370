import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useAccount } from "../../ledger/sdk-free";
import { useWalletSession } from "../../session";
import { kycInfoQueryKey, kycInfoQueryOptions } from "../api/kyc-info";

/** The selected wallet's KYC profile, and a `refresh` to read it again after a change. */
export function useKycProfile() {
  const accountId = useWalletSession().selectedWallet?.publicKey ?? "";
  const client = useQueryClient();
  const query = useQuery(kycInfoQueryOptions(accountId));
  const refresh = useCallback(
    () => client.invalidateQueries({ queryKey: kycInfoQueryKey(accountId) }),
    [client, accountId],
  );
  return { accountId, query, refresh };
}

/**
 * Whether the wallet holds coins, i.e. its account exists on the ledger (document 2 §4: step 0 to 1 needs it);
 * `null` while the ledger has not answered yet.
 */
export function useWalletActivated(accountId: string): boolean | null {
  const account = useAccount(accountId || null);
  if (account.status !== "success") return null;
  return account.data !== null;
}
