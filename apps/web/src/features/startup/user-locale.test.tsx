import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render";
import { PREFERENCES_STORAGE_KEY, usePreferencesStore } from "../preferences";
import { adoptUserCurrency } from "./adopt-user-currency";
import { getUserLocale } from "./api/get-user-locale";
import { StartupGate } from "./components/startup-gate";

function answer(url: string): Response {
  if (url.endsWith("/api/user/currency")) return Response.json({ currency: "EUR" });
  if (url.endsWith("/api/user/country")) return Response.json({ countryCode: "DE", country: "Germany" });
  return Response.json({ code: "NOT_FOUND", message: "No route" }, { status: 404 });
}

describe("the visitor's currency and country at start", () => {
  beforeEach(() => {
    localStorage.clear();
    usePreferencesStore.getState().reload();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("reads both endpoints", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL) => answer(String(input))),
    );
    await expect(getUserLocale()).resolves.toEqual({
      currency: "EUR",
      countryCode: "DE",
      country: "Germany",
    });
  });

  it("leaves out what fails, without failing", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).endsWith("/country")
          ? Response.json({ code: "X", message: "down" }, { status: 503 })
          : answer(String(input)),
      ),
    );
    await expect(getUserLocale()).resolves.toEqual({ currency: "EUR" });
  });

  it("adopts the visitor's currency only on a device without saved preferences", () => {
    adoptUserCurrency("EUR");
    expect(usePreferencesStore.getState().preferences.currency).toBe("EUR");
    usePreferencesStore.getState().update({ currency: "GBP" });
    adoptUserCurrency("MYR");
    expect(usePreferencesStore.getState().preferences.currency).toBe("GBP");
    expect(localStorage.getItem(PREFERENCES_STORAGE_KEY)).toContain("GBP");
  });

  it("closes the splash when the locale calls fail", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("network down");
      }),
    );
    renderWithProviders(
      <StartupGate retryDelayMs={1}>
        <p>app content</p>
      </StartupGate>,
    );
    expect(await screen.findByText("app content", {}, { timeout: 5000 })).toBeTruthy();
  });
});
