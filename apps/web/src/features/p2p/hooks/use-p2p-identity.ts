import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useIsLoggedIn, useWalletSession } from "../../session";
import { fetchKycIdentity, type TKycIdentity } from "../api/kyc-identity-api";

export interface TP2pIdentity {
  loggedIn: boolean;
  /** The selected wallet's public key, or "" for a visitor. */
  account: string;
  /** The user's KYC as P2P needs it; undefined while loading or for a visitor. */
  kyc: TKycIdentity | undefined;
  kycStatus: "loading" | "error" | "success";
  retryKyc: () => void;
  /**
   * The user's KYC once known: the loaded answer, or the request in flight (a click before it answered waits for
   * it rather than reading "not approved"). Rejects when it cannot be read; undefined for a visitor.
   */
  settledKyc: () => Promise<TKycIdentity | undefined>;
}

export const kycIdentityQueryKey = (account: string) => ["p2p", "kyc-identity", account] as const;

/** Who is looking at the P2P screens: a visitor, a signed-in user, and whether their KYC is approved. */
export function useP2pIdentity(): TP2pIdentity {
  const loggedIn = useIsLoggedIn();
  const account = useWalletSession().selectedWallet?.publicKey ?? "";
  const queryClient = useQueryClient();
  const options = {
    queryKey: kycIdentityQueryKey(account),
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchKycIdentity(account, signal),
    staleTime: 30_000,
  };
  const query = useQuery({ ...options, enabled: loggedIn && account !== "" });
  return {
    loggedIn,
    account: loggedIn ? account : "",
    kyc: query.data,
    kycStatus: query.status === "pending" ? "loading" : query.status,
    retryKyc: () => void query.refetch(),
    settledKyc: async () => (loggedIn && account !== "" ? queryClient.ensureQueryData(options) : undefined),
  };
}
