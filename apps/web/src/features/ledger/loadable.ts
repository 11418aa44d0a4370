/** The one shape of asynchronous state the ledger hooks give out. */
export type TLoadable<T> =
  | { status: "loading" }
  | { status: "error"; message: string; retry: () => void }
  | { status: "success"; data: T };

export function loadableFromQuery<T>(query: {
  status: "pending" | "error" | "success";
  data: T | undefined;
  error: Error | null;
  refetch: () => unknown;
}): TLoadable<T> {
  if (query.status === "success" && query.data !== undefined) return { status: "success", data: query.data };
  if (query.status === "error")
    return { status: "error", message: query.error?.message ?? "", retry: () => void query.refetch() };
  return { status: "loading" };
}
