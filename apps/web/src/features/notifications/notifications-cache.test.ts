import type { TNotification } from "@sextant/core";
import { beforeEach, describe, expect, it } from "vitest";
import {
  keepNotifications,
  loadKeptNotifications,
  markRead,
  mergeNotifications,
  notificationsStorageKey,
} from "./notifications-cache";
import { relativeDate } from "./relative-date";

const n = (id: number, extra: Partial<TNotification> = {}): TNotification => ({
  id,
  title: `n${id}`,
  notification: "",
  new: true,
  date: "2026-11-24T02:00:00.000Z",
  path: "/p2p",
  objectId: "",
  ...extra,
});
const ids = (list: TNotification[]) => list.map((item) => item.id);

describe("mergeNotifications", () => {
  it.each([
    { current: [], incoming: [n(1)], expected: [1], why: "the first one" },
    { current: [n(1)], incoming: [n(3), n(2)], expected: [3, 2, 1], why: "newest first" },
    { current: [n(2), n(1)], incoming: [n(2)], expected: [2, 1], why: "one entry per id" },
    {
      current: Array.from({ length: 16 }, (_, i) => n(i + 1)),
      incoming: [n(17)],
      expected: Array.from({ length: 16 }, (_, i) => 17 - i),
      why: "at most 16, the oldest dropped",
    },
  ])("$why", ({ current, incoming, expected }) => {
    expect(ids(mergeNotifications(current, incoming))).toEqual(expected);
  });

  it("lets the later copy win (the server's read flag over the kept one)", () => {
    expect(mergeNotifications([n(1)], [n(1, { new: false })])[0]?.new).toBe(false);
  });

  it("marks one or all read", () => {
    expect(markRead([n(2), n(1)], 1).map((item) => item.new)).toEqual([true, false]);
    expect(markRead([n(2), n(1)]).map((item) => item.new)).toEqual([false, false]);
  });
});

describe("notifications kept on the device", () => {
  const account = "GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN7";
  beforeEach(() => window.localStorage.clear());

  it("round-trips per account and drops damaged entries", () => {
    keepNotifications(account, [n(1), n(2)]);
    expect(ids(loadKeptNotifications(account))).toEqual([2, 1]);
    expect(loadKeptNotifications("GOTHER")).toEqual([]);
    window.localStorage.setItem(notificationsStorageKey(account), JSON.stringify([n(5), { id: "x" }, 7]));
    expect(ids(loadKeptNotifications(account))).toEqual([5]);
    window.localStorage.setItem(notificationsStorageKey(account), "{not json");
    expect(loadKeptNotifications(account)).toEqual([]);
  });
});

describe("relativeDate", () => {
  const now = Date.parse("2026-11-24T12:00:00.000Z");
  it.each([
    ["2026-11-24T11:59:30.000Z", "just now"],
    ["2026-11-24T11:55:00.000Z", "5 minutes ago"],
    ["2026-11-24T09:00:00.000Z", "3 hours ago"],
    ["2026-11-23T12:00:00.000Z", "yesterday"],
    ["2026-11-10T12:00:00.000Z", "2 weeks ago"],
    ["2025-11-24T12:00:00.000Z", "last year"],
    ["not a date", ""],
  ])("%s → %s", (iso, expected) => {
    expect(relativeDate(iso, now)).toBe(expected);
  });
});
