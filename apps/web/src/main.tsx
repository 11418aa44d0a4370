import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { createQueryClient } from "./app/query-client";
import { readBootConfig, seedBootConfig } from "./features/startup";
import { unregisterServiceWorkers } from "./lib/service-worker";

void unregisterServiceWorkers();

// The configuration is in index.html: known now, without a request. A cold /exchange starts its screen's chunks
// and its ledger reads at once, in parallel, instead of one after the other as the screen would discover them.
const queryClient = createQueryClient();
const boot = readBootConfig();
if (boot) seedBootConfig(queryClient, boot);
if (window.location.pathname === "/exchange") {
  void import("./features/exchange/routes/exchange-screen");
  if (boot) {
    void import("./features/exchange/boot-prefetch").then(({ prefetchExchange }) =>
      prefetchExchange(queryClient, boot, window.location.search, window.history.state?.usr),
    );
  }
}

const container = document.getElementById("root");
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
} else {
  console.error("Sextant cannot start: the #root element is missing from index.html.");
}
