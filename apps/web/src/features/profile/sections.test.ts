import { describe, expect, it } from "vitest";
import {
  PROFILE_SECTIONS,
  parseProfileState,
  profilePageFromSearch,
  profilePageOf,
  profileSectionSlug,
} from "./sections";

describe("profile sections", () => {
  it("has the spec's ten sections in index order", () => {
    expect(PROFILE_SECTIONS.map((s) => s.label)).toEqual([
      "KYC Profile",
      "App Setting",
      "Wallet Settings",
      "Wallet Security",
      "Support",
      "FAQ",
      "Refer A Friend",
      "Zakat",
      "P2P bank account",
      "P2P Profile",
    ]);
    expect(PROFILE_SECTIONS.filter((s) => !s.inMenu).map((s) => s.index)).toEqual([5, 8]);
  });

  it.each([
    [{ page: 7 }, 7],
    [{ page: "3" }, 3],
    [{ page: 10 }, 0],
    [{ page: -1 }, 0],
    [undefined, 0],
  ])("state %j opens page %j", (state, page) => {
    expect(parseProfileState(state).page).toBe(page);
  });

  it.each([
    ["section=wallet-settings", 2],
    ["section=Wallet-Security", 3],
    ["section=7", 7],
    ["section=nope", null],
    ["section=", null],
    ["", null],
  ])("?%s names page %j", (search, page) => {
    expect(profilePageFromSearch(new URLSearchParams(search))).toBe(page);
  });

  it("gives every section a distinct slug that reads back to it", () => {
    const slugs = PROFILE_SECTIONS.map((s) => profileSectionSlug(s.index));
    expect(new Set(slugs).size).toBe(PROFILE_SECTIONS.length);
    for (const section of PROFILE_SECTIONS) {
      expect(profilePageFromSearch(new URLSearchParams({ section: section.slug }))).toBe(section.index);
    }
  });

  it("prefers the URL's section over the route state", () => {
    expect(profilePageOf(new URLSearchParams("section=zakat"), { page: 2 })).toBe(7);
    expect(profilePageOf(new URLSearchParams("section=bad"), { page: 2 })).toBe(2);
    expect(profilePageOf(new URLSearchParams(""), undefined)).toBe(0);
  });
});
