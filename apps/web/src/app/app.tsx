import type { QueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { RouterProvider } from "react-router";
import { ErrorBoundary } from "../components/error-boundary";
import { SessionResumeGate, watchVaultAcrossTabs } from "../features/session";
import { StartupGate } from "../features/startup";
import { Providers } from "./providers";
import { router } from "./router";

/** `queryClient`: the one main.tsx created (and seeded from index.html) before rendering. */
export function App({ queryClient }: { queryClient?: QueryClient } = {}) {
  useEffect(() => watchVaultAcrossTabs(), []);
  return (
    <Providers queryClient={queryClient}>
      <ErrorBoundary>
        <StartupGate>
          <SessionResumeGate>
            <RouterProvider router={router} />
          </SessionResumeGate>
        </StartupGate>
      </ErrorBoundary>
    </Providers>
  );
}
