import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { fetchStoredFile } from "../api/kyc-files";

/**
 * A stored file read with the token, as an object URL revoked when the component leaves the screen; `type` is
 * the served MIME type. Empty `filename` reads nothing.
 */
export function useStoredFile(filename: string) {
  const query = useQuery({
    queryKey: ["stored-file", filename],
    queryFn: () => fetchStoredFile(filename),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: filename !== "",
    retry: false,
  });
  const url = useMemo(() => (query.data ? URL.createObjectURL(query.data) : null), [query.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return {
    url,
    type: query.data?.type ?? "",
    pending: query.isPending && filename !== "",
    failed: query.isError,
  };
}
