import { useQuery } from "@tanstack/react-query";
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
}

export const kycIdentityQueryKey = (account: string) => ["p2p", "kyc-identity", account] as const;

/** Who is looking at the P2P screens: a visitor, a signed-in user, and whether their KYC is approved. */
export function useP2pIdentity(): TP2pIdentity {
  const loggedIn = useIsLoggedIn();
  const account = useWalletSession().selectedWallet?.publicKey ?? "";
  const query = useQuery({
    queryKey: kycIdentityQueryKey(account),
    queryFn: ({ signal }) => fetchKycIdentity(account, signal),
    enabled: loggedIn && account !== "",
    staleTime: 30_000,
  });
  return {
    loggedIn,
    account: loggedIn ? account : "",
    kyc: query.data,
    kycStatus: query.status === "pending" ? "loading" : query.status,
    retryKyc: () => void query.refetch(),
  };
}
