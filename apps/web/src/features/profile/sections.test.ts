import { describe, expect, it } from "vitest";
import { PROFILE_SECTIONS, parseProfileState } from "./sections";

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
});
