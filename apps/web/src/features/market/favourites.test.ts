import { afterEach, describe, expect, it } from "vitest";
import {
  FAVOURITES_STORAGE_KEY,
  parseFavourites,
  readFavourites,
  toggleFavourite,
  writeFavourites,
} from "./favourites";

describe("favourites", () => {
  afterEach(() => window.localStorage.clear());

  it("keeps only well-formed COUNTER/BASE strings, once each", () => {
    expect(parseFavourites(["LEVELG/XLM", "EURX/LEVELG", "LEVELG/XLM"])).toEqual([
      "LEVELG/XLM",
      "EURX/LEVELG",
    ]);
    expect(parseFavourites(["LEVELG/XLM", 7, null, "", "XLM", "A/B/C", "<b>/XLM"])).toEqual(["LEVELG/XLM"]);
    expect(parseFavourites({ "LEVELG/XLM": true })).toEqual([]);
    expect(parseFavourites(null)).toEqual([]);
  });

  it("adds a missing pair at the end and removes a starred one", () => {
    expect(toggleFavourite([], "LEVELG/XLM")).toEqual(["LEVELG/XLM"]);
    expect(toggleFavourite(["LEVELG/XLM"], "EURX/XLM")).toEqual(["LEVELG/XLM", "EURX/XLM"]);
    expect(toggleFavourite(["LEVELG/XLM", "EURX/XLM"], "LEVELG/XLM")).toEqual(["EURX/XLM"]);
  });

  it("stores the list as JSON and reads it back, ignoring a corrupt entry", () => {
    expect(readFavourites()).toEqual([]);
    expect(writeFavourites(["GOLDX/EURX"])).toBe(true);
    expect(window.localStorage.getItem(FAVOURITES_STORAGE_KEY)).toBe('["GOLDX/EURX"]');
    expect(readFavourites()).toEqual(["GOLDX/EURX"]);
    window.localStorage.setItem(FAVOURITES_STORAGE_KEY, "{not json");
    expect(readFavourites()).toEqual([]);
  });
});
