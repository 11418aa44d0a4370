import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../../test/render";
import { PREFERENCES_STORAGE_KEY, usePreferencesStore } from "../../../preferences";
import { AppSettingsSection } from "./app-settings-section";

describe("App Setting", () => {
  beforeEach(() => {
    localStorage.clear();
    usePreferencesStore.getState().reload();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ fee: "100", fee_min: "100", fee_avg: "500", fee_max: "1000" })),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows each network fee level with its fee from the ledger and saves the choice", async () => {
    renderWithProviders(<AppSettingsSection />);
    const select = screen.getByRole("textbox", { name: "Network fee" });
    await screen.findByDisplayValue("Low — 100 stroops per operation");
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole("option", { name: "High — 1000 stroops per operation" }));
    await userEvent.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(usePreferencesStore.getState().preferences.fee).toBe("fee_max");
    expect(localStorage.getItem(PREFERENCES_STORAGE_KEY)).toContain("fee_max");
  });
});
