import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { SupportPage } from "./support-page";

describe("SupportPage", () => {
  it("shows the title and both e-mail contacts", () => {
    renderWithProviders(<SupportPage />);

    expect(screen.getByRole("heading", { level: 1, name: "Support" })).toBeDefined();
    expect(screen.getByRole("link", { name: "support@sextant.example" }).getAttribute("href")).toBe(
      "mailto:support@sextant.example",
    );
    expect(screen.getByRole("link", { name: "admin@sextant.example" }).getAttribute("href")).toBe(
      "mailto:admin@sextant.example",
    );
  });

  it.each(["Twitter / X", "Telegram", "GitHub"])("has a %s card opening in a new tab", (network) => {
    renderWithProviders(<SupportPage />);

    const heading = screen.getByRole("heading", { level: 3, name: network });
    const link = heading.closest(".mantine-Card-root")?.querySelector("a");
    expect(link?.getAttribute("href")).toMatch(/^https:\/\//);
    expect(link?.getAttribute("target")).toBe("_blank");
    expect(link?.getAttribute("rel")).toContain("noopener");
  });
});
