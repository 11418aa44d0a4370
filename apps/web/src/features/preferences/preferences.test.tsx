import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render";
import { PreferencesModal } from "./components/preferences-modal";
import { DEFAULT_PREFERENCES, PREFERENCES_STORAGE_KEY, parsePreferences } from "./preferences-storage";
import { usePreferencesStore } from "./preferences-store";

describe("parsePreferences", () => {
  it.each([
    [null, DEFAULT_PREFERENCES],
    ["garbage", DEFAULT_PREFERENCES],
    [{ currency: "EUR" }, { ...DEFAULT_PREFERENCES, currency: "EUR" }],
    [{ currency: "XYZ", language: "Klingon" }, DEFAULT_PREFERENCES],
    [
      { fee: "fee_max", passwordPolicy: "Every transaction", showMemo: true },
      { ...DEFAULT_PREFERENCES, fee: "fee_max", passwordPolicy: "Every transaction", showMemo: true },
    ],
  ])("%j → %j", (stored, expected) => {
    expect(parsePreferences(stored)).toEqual(expected);
  });
});

describe("PreferencesModal", () => {
  beforeEach(() => usePreferencesStore.setState({ preferences: { ...DEFAULT_PREFERENCES } }));

  it("offers only English and the 13 currencies", async () => {
    renderWithProviders(<PreferencesModal opened onClose={() => {}} />);
    await userEvent.click(screen.getByRole("textbox", { name: "Currency" }));
    const options = screen.getAllByRole("option").map((option) => option.textContent);
    expect(options).toEqual([
      "USD",
      "EUR",
      "MYR",
      "CNY",
      "KRW",
      "THB",
      "GBP",
      "AUD",
      "INR",
      "VND",
      "TRY",
      "AED",
      "IDR",
    ]);
  });

  it("persists the chosen currency in localStorage on Save Changes", async () => {
    const onClose = vi.fn();
    renderWithProviders(<PreferencesModal opened onClose={onClose} />);
    await userEvent.click(screen.getByRole("textbox", { name: "Currency" }));
    await userEvent.click(screen.getByRole("option", { name: "EUR" }));
    expect(window.localStorage.getItem(PREFERENCES_STORAGE_KEY)).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    const stored = JSON.parse(window.localStorage.getItem(PREFERENCES_STORAGE_KEY) ?? "null");
    expect(stored).toMatchObject({ language: "English", currency: "EUR" });
    expect(usePreferencesStore.getState().preferences.currency).toBe("EUR");
    expect(onClose).toHaveBeenCalled();
  });
});
