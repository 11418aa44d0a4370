import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createTestQueryClient, renderWithProviders } from "../../test/render";
import { getConfig, STARTUP_RETRIES } from "./api/get-config";
import { StartupGate } from "./components/startup-gate";
import { useConfig } from "./hooks/use-startup";
import { deriveStartupStatus, isSplashVisible, waitsForLocale } from "./startup-status";

const CONFIG = {
  network: "standalone",
  networkPassphrase: "Standalone Network ; February 2017",
  horizonUrl: "http://localhost:8000",
  friendbotAvailable: true,
  version: "0.1.0",
};

/** A screen that reads the config, as the header's network badge does. */
function ShowsNetwork() {
  return <p>{useConfig()?.network ?? "no config"}</p>;
}

/** How many times the config itself was asked for (the start also asks for the visitor's currency and country). */
function configCalls(fetchMock: { mock: { calls: unknown[][] } }): number {
  return fetchMock.mock.calls.filter(([input]) => String(input).endsWith("/api/config")).length;
}

function json(status: number, body: unknown) {
  return new Response(body === undefined ? null : JSON.stringify(body), { status });
}

describe("deriveStartupStatus", () => {
  it.each([
    [{ isPending: true, isError: false, data: undefined }, "LOADING", true],
    [{ isPending: false, isError: true, data: undefined }, "ERROR", false],
    [{ isPending: false, isError: false, data: { status: "NO_DATA" as const } }, "NO_DATA", false],
  ])("%j → %s (splash %s)", (query, status, splash) => {
    expect(deriveStartupStatus(query)).toBe(status);
    expect(isSplashVisible(deriveStartupStatus(query))).toBe(splash);
  });
});

describe("getConfig", () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    [json(200, CONFIG), "SUCCESS"],
    [json(200, { network: "elsewhere" }), "NO_DATA"],
    [json(204, undefined), "NO_DATA"],
    [json(404, { code: "NOT_FOUND", message: "No route" }), "NO_DATA"],
  ])("answer %# gives %s", async (response, status) => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => response),
    );
    await expect(getConfig()).resolves.toMatchObject({ status });
  });

  it("throws (ERROR) when the server fails", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json(503, { code: "UNAVAILABLE", message: "Down" })),
    );
    await expect(getConfig()).rejects.toThrow("Down");
  });
});

describe("waitsForLocale", () => {
  it.each([
    ["/", true],
    ["/walletScreen", true],
    ["/market", true],
    ["/exchange", false],
    ["/exchange/", false],
    ["/exchanges", true],
  ])("%s → %s", (pathname, waits) => {
    expect(waitsForLocale(pathname)).toBe(waits);
  });
});

describe("StartupGate", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, "", "/");
  });

  /** The config answers; the visitor's currency and country never do (until `release` is called). */
  function localeHangs() {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.endsWith("/api/config")) return json(200, CONFIG);
      await held;
      return url.endsWith("/api/user/currency") ? json(200, { currency: "EUR" }) : json(404, "none");
    });
    vi.stubGlobal("fetch", fetchMock);
    return { release: () => release() };
  }

  it("keeps the splash on / until the visitor's currency and country have answered", async () => {
    const locale = localeHangs();
    renderWithProviders(
      <StartupGate>
        <ShowsNetwork />
      </StartupGate>,
      { queryClient: createTestQueryClient() },
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole("status", { name: "Loading Sextant" })).toBeTruthy();
    locale.release();
    expect(await screen.findByText("standalone")).toBeTruthy();
  });

  it("opens a cold /exchange on the configuration alone, without waiting for the visitor's locale", async () => {
    window.history.replaceState(null, "", "/exchange");
    const locale = localeHangs();
    renderWithProviders(
      <StartupGate>
        <ShowsNetwork />
      </StartupGate>,
      { queryClient: createTestQueryClient() },
    );
    expect(await screen.findByText("standalone")).toBeTruthy();
    locale.release();
  });

  it("shows the splash, then the app once the config loads", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json(200, CONFIG)),
    );
    renderWithProviders(
      <StartupGate>
        <p>app ready</p>
      </StartupGate>,
      { queryClient: createTestQueryClient() },
    );
    expect(screen.getByRole("status", { name: "Loading Sextant" })).toBeTruthy();
    expect(await screen.findByText("app ready")).toBeTruthy();
  });

  it("retries on ERROR and still opens the app when the server stays down", async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL) => {
      throw new TypeError("Failed to fetch");
    });
    vi.stubGlobal("fetch", fetchMock);
    renderWithProviders(
      <StartupGate retryDelayMs={1}>
        <p>app ready</p>
      </StartupGate>,
    );
    expect(await screen.findByText("app ready")).toBeTruthy();
    expect(configCalls(fetchMock)).toBe(STARTUP_RETRIES + 1);
  });

  it("stays open and stops fetching when screens read the config after an ERROR", async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL) => json(500, "down"));
    vi.stubGlobal("fetch", fetchMock);
    renderWithProviders(
      <StartupGate retryDelayMs={1}>
        <ShowsNetwork />
      </StartupGate>,
    );
    expect(await screen.findByText("no config")).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("status", { name: "Loading Sextant" })).toBeNull();
    expect(configCalls(fetchMock)).toBe(STARTUP_RETRIES + 1);
  });

  it("gives screens the loaded config", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json(200, CONFIG)),
    );
    renderWithProviders(
      <StartupGate>
        <ShowsNetwork />
      </StartupGate>,
    );
    expect(await screen.findByText("standalone")).toBeTruthy();
  });
});
