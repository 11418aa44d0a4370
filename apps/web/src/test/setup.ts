import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";

// jsdom lacks the layout APIs Mantine touches on mount.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

window.HTMLElement.prototype.scrollIntoView = () => {};

// The data router builds Node (undici) Requests with jsdom's AbortSignal, which undici refuses.
// Tests never abort router requests, so the signal is dropped when undici rejects it.
const NodeRequest = globalThis.Request;

function withUsableSignal(init?: RequestInit): RequestInit | undefined {
  if (!init?.signal) return init;
  try {
    new NodeRequest("http://localhost/", { signal: init.signal });
    return init;
  } catch {
    return { ...init, signal: undefined };
  }
}

globalThis.Request = class extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(input, withUsableSignal(init));
  }
};

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.restoreAllMocks();
});
