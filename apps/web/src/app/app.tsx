import { useEffect } from "react";
import { RouterProvider } from "react-router";
import { ErrorBoundary } from "../components/error-boundary";
import { SessionResumeGate, watchVaultAcrossTabs } from "../features/session";
import { StartupGate } from "../features/startup";
import { Providers } from "./providers";
import { router } from "./router";

export function App() {
  useEffect(() => watchVaultAcrossTabs(), []);
  return (
    <Providers>
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
