import { useQuery } from "@tanstack/react-query";
import { useWalletSession } from "../session";
import { fetchAdminMe } from "./api/admin-api";

export type TAdminStatus = "loading" | "admin" | "not-admin";

/** Whether the selected wallet's account is an administrator (the server decides; every admin route checks again). */
export function useAdminStatus(): TAdminStatus {
  const account = useWalletSession().selectedWallet?.publicKey ?? "";
  const query = useQuery({
    queryKey: ["admin-me", account],
    queryFn: fetchAdminMe,
    enabled: account !== "",
    staleTime: 5 * 60_000,
    retry: false,
  });
  if (account === "") return "not-admin";
  if (query.isPending) return "loading";
  return query.data?.admin && query.data.account === account ? "admin" : "not-admin";
}
