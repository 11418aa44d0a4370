import { describe, expect, it } from "vitest";
import {
  parseConfirmationState,
  parseCreateAdState,
  parseP2pProfileState,
  parseReviewState,
  parseTradeState,
} from "./route-state";

describe("p2p route state", () => {
  it("reads the profile account", () => {
    expect(parseP2pProfileState({ account: "GABC" })).toEqual({ account: "GABC" });
    expect(parseP2pProfileState({ account: 5 })).toEqual({ account: null });
    expect(parseP2pProfileState(undefined)).toEqual({ account: null });
  });

  it("reads the ad asset as a code or an asset object", () => {
    expect(parseCreateAdState({ asset: "XLM" })).toEqual({ asset: "XLM" });
    expect(parseCreateAdState({ asset: { code: "LEVELG" } })).toEqual({ asset: "LEVELG" });
    expect(parseCreateAdState({})).toEqual({ asset: null });
  });

  it("reads the chosen ad and the trade", () => {
    expect(parseConfirmationState({ add: { id: 1 } })).toEqual({ ad: { id: 1 } });
    expect(parseConfirmationState({ add: "x" })).toEqual({ ad: null });
    expect(parseTradeState({ trade: { id: 7 } })).toEqual({ trade: { id: 7 } });
    expect(parseTradeState(null)).toEqual({ trade: null });
  });

  it.each([
    [
      { tradeId: 12, type: "Seller" },
      { tradeId: "12", type: "Seller" },
    ],
    [
      { tradeId: "abc", type: "Buyer" },
      { tradeId: "abc", type: "Buyer" },
    ],
    [
      { tradeId: "", type: "Other" },
      { tradeId: null, type: null },
    ],
  ])("review state %j gives %j", (state, expected) => {
    expect(parseReviewState(state)).toEqual(expected);
  });
});
