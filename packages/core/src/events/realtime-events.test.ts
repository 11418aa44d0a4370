import { describe, expect, it } from "vitest";
import {
  accountRoom,
  isRealtimeEventName,
  parseRealtimePayload,
  REALTIME_EVENT_NAMES,
  type TRealtimeEventName,
  tradeRoom,
} from "./realtime-events";

const account = "GAAZI4TCR3TY5OJHCTJC2A4QSY6CJWJH5IAJTGKIN2ER7LBNVKOCCWN7";
const ad = {
  adId: "12",
  type: "sell",
  assetCode: "USDC",
  account,
  status: "Active",
  availableAmount: "100.0000000",
  minQty: "10",
};
const notification = {
  id: 1,
  title: "Trade started",
  notification: "A user started a trade via Local Bank Transfer.",
  new: true,
  date: "2026-11-24T02:00:00.000Z",
  path: "/transactionProgressScreen?tradeId=7",
  objectId: "7",
};

const cases: Array<{ event: TRealtimeEventName; payload: unknown; valid: boolean; why: string }> = [
  { event: "newAd", payload: ad, valid: true, why: "a whole ad summary" },
  { event: "newAd", payload: { ...ad, type: "swap" }, valid: false, why: "an unknown ad type" },
  { event: "adUpdated", payload: { ...ad, status: "Paused" }, valid: true, why: "a paused ad" },
  { event: "adUpdated", payload: { ...ad, adId: "" }, valid: false, why: "an empty ad id" },
  {
    event: "adStatusChanged",
    payload: { adId: "1", type: "buy", assetCode: "XLM", status: "Paused" },
    valid: true,
    why: "a status toggle",
  },
  {
    event: "adStatusChanged",
    payload: { adId: "1", type: "buy", assetCode: "XLM", status: "Deleted" },
    valid: false,
    why: "a status the spec does not name",
  },
  {
    event: "newTrade",
    payload: { tradeId: "7", adId: "1", type: "buy", assetCode: "XLM", status: "pending_user_transfer" },
    valid: true,
    why: "a trade just started",
  },
  {
    event: "tradeStatusChanged",
    payload: { tradeId: "7", adId: "1", status: "Cancelled_With_Holded_Funds" },
    valid: true,
    why: "a final status",
  },
  {
    event: "tradeStatusChanged",
    payload: { tradeId: "7", adId: "1", status: "completed" },
    valid: false,
    why: "a status in the wrong case",
  },
  {
    event: "newChatMessage",
    payload: { tradeId: "7", message: { accountId: account, message: "hi", fileNames: "", createdAt: "x" } },
    valid: true,
    why: "a message object",
  },
  {
    event: "newChatMessage",
    payload: { tradeId: "7", message: "hi" },
    valid: false,
    why: "a bare string instead of the message object",
  },
  { event: "notification", payload: notification, valid: true, why: "a stored notification" },
  {
    event: "notification",
    payload: { ...notification, new: "yes" },
    valid: false,
    why: "a non-boolean flag",
  },
];

describe("realtime event registry", () => {
  it.each(cases)("$event: $why → valid $valid", ({ event, payload, valid }) => {
    if (valid) expect(parseRealtimePayload(event, payload)).toEqual(payload);
    else expect(() => parseRealtimePayload(event, payload)).toThrow();
  });

  it("names the spec's seven events, the anchor's, and nothing else", () => {
    expect(REALTIME_EVENT_NAMES).toEqual([
      "newAd",
      "adUpdated",
      "adStatusChanged",
      "newTrade",
      "tradeStatusChanged",
      "newChatMessage",
      "notification",
      "anchorTransactionChanged",
    ]);
    expect(isRealtimeEventName("notification")).toBe(true);
    expect(isRealtimeEventName("toString")).toBe(false);
    expect(isRealtimeEventName("adDeleted")).toBe(false);
  });

  it("keeps account and trade rooms apart", () => {
    expect(accountRoom(account)).toBe(`account:${account}`);
    expect(tradeRoom("7")).toBe("trade:7");
    expect(accountRoom("7")).not.toBe(tradeRoom("7"));
  });
});
