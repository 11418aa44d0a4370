import type { TCatalogueAsset } from "@sextant/core";
import { describe, expect, it } from "vitest";
import { matchesTokenSearch } from "./add-token-modal";

const asset = {
  code: "LEVELG",
  name: "Level Gold",
  homeDomainURL: "https://levelg.example.com/about",
} as TCatalogueAsset;

describe("Add Token search", () => {
  it.each([
    ["", true],
    ["lev", true],
    ["GOLD", true],
    ["example.com", true],
    ["levelg.example", true],
    ["https", false],
    ["about", false],
    ["silver", false],
  ])("%j matches: %s", (term, expected) => {
    expect(matchesTokenSearch(asset, term)).toBe(expected);
  });
});
