import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { createQueryClient } from "./app/query-client";
import { router } from "./app/router";
import { readBootConfig, seedBootConfig } from "./features/startup";
import { unregisterServiceWorkers } from "./lib/service-worker";

void unregisterServiceWorkers();

// The configuration is in index.html: known now, without a request. A cold /exchange starts its screen's chunks
// and its ledger reads at once, in parallel, instead of one after the other as the screen would discover them.
const queryClient = createQueryClient();
const boot = readBootConfig();
if (boot) seedBootConfig(queryClient, boot);
/** The order book's first read, on a cold /exchange with the configuration in index.html. */
let firstBook: Promise<void> = Promise.resolve();
if (window.location.pathname === "/exchange") {
  void import("./features/exchange/routes/exchange-screen");
  if (boot) {
    firstBook = import("./features/exchange/boot-prefetch").then(({ prefetchExchange }) =>
      prefetchExchange(queryClient, boot, window.location.search, window.history.state?.usr),
    );
  }
}

/**
 * How long a cold /exchange's first render waits for the order book's read. Its answer is normally on its way
 * already (index.html preloads it), so the wait is the read's parsing and the book's rows are in the first render,
 * not a second one; a slow ledger only holds the page this long before it renders the book loading.
 */
const FIRST_BOOK_WAIT_MS = 150;

/** Settles when `promise` settles (answered or failed) or after `ms`, whichever comes first. */
function within(promise: Promise<unknown>, ms: number): Promise<unknown> {
  return Promise.race([promise.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, ms))]);
}

/**
 * Resolves once the router has matched the first page and loaded its lazy route module (or failed to, which it
 * shows as the route's error). Until then the router has nothing to render but its fallback.
 */
function routerReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

function render(container: HTMLElement): void {
  createRoot(container).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
}

const container = document.getElementById("root");
if (!container) {
  console.error("Sextant cannot start: the #root element is missing from index.html.");
} else if (window.location.pathname === "/exchange") {
  // The screen's chunk and the book's read are on their way (above): the first render waits for both, so the layout
  // and the order book's rows render together in one uninterrupted render instead of a fallback first and then the
  // page as a transition, which React splits into slices that other tasks run between.
  void Promise.all([routerReady(), within(firstBook, FIRST_BOOK_WAIT_MS)]).then(() => render(container));
} else {
  render(container);
}
