import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { unregisterServiceWorkers } from "./lib/service-worker";

void unregisterServiceWorkers();

const container = document.getElementById("root");
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
} else {
  console.error("Sextant cannot start: the #root element is missing from index.html.");
}
