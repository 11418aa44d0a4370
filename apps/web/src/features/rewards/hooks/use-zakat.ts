import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { selectSelectedWallet, useSessionStore } from "../../session/session-store";
import { fetchZakatHistory, fetchZakatPaymentInfo } from "../api/zakat-api";

/** The selected wallet's zakat of `year`: payment info (config, unpaid) and the records, one query each. */
export function useZakat(year: number) {
  const account = useSessionStore(selectSelectedWallet)?.publicKey ?? "";
  const client = useQueryClient();
  const info = useQuery({
    queryKey: ["zakat", "info", account, year],
    queryFn: () => fetchZakatPaymentInfo(year),
    enabled: account !== "",
  });
  const history = useQuery({
    queryKey: ["zakat", "history", account, year],
    queryFn: () => fetchZakatHistory(year),
    enabled: account !== "",
  });
  const refresh = useCallback(() => client.invalidateQueries({ queryKey: ["zakat"] }), [client]);
  return { account, info, history, refresh };
}
