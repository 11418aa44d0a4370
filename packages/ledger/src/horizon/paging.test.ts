import { describe, expect, it } from "vitest";
import { effectKey } from "../util/toid";
import { type Collection, pageDocument, pageItems, parseCursor, parseLimit, parsePageQuery } from "./paging";

const items = [10n, 20n, 30n, 40n, 50n];
const collection: Collection<bigint> = { size: items.length, at: (i) => items[i] as bigint, key: (k) => k };

describe("paging", () => {
  it("parses cursor, limit and order with Horizon's defaults and bounds", () => {
    expect(parsePageQuery(new URLSearchParams(""))).toEqual({ cursor: undefined, limit: 10, order: "asc" });
    expect(parsePageQuery(new URLSearchParams("limit=0"))).toMatchObject({ field: "limit" });
    expect(parsePageQuery(new URLSearchParams("limit=201"))).toMatchObject({ field: "limit" });
    expect(parsePageQuery(new URLSearchParams("order=up"))).toMatchObject({ field: "order" });
    expect(parsePageQuery(new URLSearchParams("cursor=now"), 99n)).toMatchObject({ cursor: 99n });
    expect(parseCursor("12-3")).toBe(effectKey(12n, 3));
    expect(parseCursor("abc")).toMatchObject({ field: "cursor" });
  });

  it("returns records strictly after the cursor in either order", () => {
    expect(pageItems(collection, { cursor: 20n, limit: 2, order: "asc" })).toEqual([30n, 40n]);
    expect(pageItems(collection, { cursor: 40n, limit: 10, order: "desc" })).toEqual([30n, 20n, 10n]);
    expect(pageItems(collection, { cursor: undefined, limit: 2, order: "desc" })).toEqual([50n, 40n]);
    expect(pageItems(collection, { cursor: 25n, limit: 10, order: "asc" })).toEqual([30n, 40n, 50n]);
  });

  it("skips invisible records without shortening the page", () => {
    const odd: Collection<bigint> = { ...collection, visible: (k) => k !== 30n };
    expect(pageItems(odd, { cursor: 10n, limit: 2, order: "asc" })).toEqual([20n, 40n]);
  });

  it("links next to the last token and prev to the first token with the order inverted", () => {
    const doc = pageDocument(
      "http://h",
      "/payments",
      new URLSearchParams("limit=2"),
      {
        cursor: undefined,
        limit: 2,
        order: "asc",
      },
      [{ paging_token: "1" }, { paging_token: "2" }],
    );
    expect(doc._links.next.href).toBe("http://h/payments?limit=2&cursor=2&order=asc");
    expect(doc._links.prev.href).toBe("http://h/payments?limit=2&cursor=1&order=desc");
  });
});

describe("parseLimit", () => {
  const over = "invalid limit: value provided that is over limit max of 200";
  const nonPositive = "invalid limit: non-positive value provided";
  it.each([
    [null, 10],
    ["", 10],
    ["1", 1],
    ["+7", 7],
    ["200", 200],
    ["201", { field: "limit", reason: over }],
    ["99999999999", { field: "limit", reason: over }],
    ["0", { field: "limit", reason: nonPositive }],
    ["-1", { field: "limit", reason: nonPositive }],
    ["abc", { field: "limit", reason: "unparseable value" }],
    ["2.5", { field: "limit", reason: "unparseable value" }],
    ["9223372036854775808", { field: "limit", reason: "unparseable value" }],
  ])("limit=%s → %o", (raw, expected) => {
    expect(parseLimit(raw, 10)).toEqual(expected);
  });
  it("names the route's own maximum", () => {
    expect(parseLimit("300", 20, 250)).toEqual({
      field: "limit",
      reason: "invalid limit: value provided that is over limit max of 250",
    });
  });
});
