import { useQuery } from "@tanstack/react-query";
import {
  accountQueryKey,
  loadAccountSnapshot,
  type TAccountSnapshot,
  useLedgerConfig,
} from "../../ledger/sdk-free";

/**
 * The account of `publicKey` from the shared account query, without opening an account stream of its own: the
 * app's payment notifier and the order form already stream this account into the same query, and every extra
 * SSE connection to Horizon takes one of the browser's six connections per host (HTTP/1.1). Null while loading,
 * unfunded or without a key.
 */
export function useAccountSnapshot(publicKey: string | null): TAccountSnapshot | null {
  const config = useLedgerConfig();
  const { data } = useQuery({
    queryKey: accountQueryKey(publicKey ?? ""),
    queryFn: ({ signal }) => loadAccountSnapshot(publicKey ?? "", signal),
    enabled: Boolean(publicKey && config),
    staleTime: 5000,
  });
  return publicKey ? (data ?? null) : null;
}
