import { Center, Loader } from "@mantine/core";
import type { TPairOrientation } from "@sextant/core";
import type { ReactNode } from "react";
import { EmptyState } from "../../../components/empty-state";
import { ErrorState } from "../../../components/error-state";
import type { TLoadable } from "../../ledger/sdk-free";

interface PairPanelBodyProps<T> {
  pair: TPairOrientation | null;
  data: TLoadable<T>;
  /** What the panel shows once its data has loaded. */
  children: (data: T, pair: TPairOrientation) => ReactNode;
}

/** The body of a trading panel: no pair chosen, loading, the error with its retry, or the loaded data. */
export function PairPanelBody<T>({ pair, data, children }: PairPanelBodyProps<T>) {
  if (!pair) return <EmptyState message="No trading pair selected" />;
  if (data.status === "loading") {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label="Loading" />
      </Center>
    );
  }
  if (data.status === "error")
    return <ErrorState message={data.message} onRetry={data.retry} retryLabel="Retry" />;
  return <>{children(data.data, pair)}</>;
}
