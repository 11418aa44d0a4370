import { describe, expect, it } from "vitest";
import {
  detailTabClosed,
  hasAnchorTabs,
  parseWalletDetailState,
  parseWalletScreenState,
} from "./route-state";

describe("parseWalletDetailState", () => {
  it("defaults to the About screen with no coin", () => {
    expect(parseWalletDetailState(undefined)).toEqual({
      index: 0,
      coin: null,
      asset: { code: null, issuer: null, anchored: false },
      isNew: false,
    });
  });

  it.each([
    [3, 3],
    ["5", 5],
    [6, 0],
    [-1, 0],
    [1.5, 0],
  ])("index %j becomes %j", (index, expected) => {
    expect(parseWalletDetailState({ index }).index).toBe(expected);
  });

  it("reads coin, asset and the new flag", () => {
    const state = parseWalletDetailState({
      index: 4,
      coin: "USDT",
      asset: { code: "USDT", issuer: "GISSUER", isAssetAnchored: true },
      new: true,
    });
    expect(state).toEqual({
      index: 4,
      coin: "USDT",
      asset: { code: "USDT", issuer: "GISSUER", anchored: true },
      isNew: true,
    });
    expect(hasAnchorTabs(state)).toBe(true);
  });

  it("never shows deposit and withdraw for XLM or unanchored assets", () => {
    expect(hasAnchorTabs(parseWalletDetailState({ coin: "XLM", asset: { isAssetAnchored: true } }))).toBe(
      false,
    );
    expect(hasAnchorTabs(parseWalletDetailState({ coin: "LEVELG", asset: { code: "LEVELG" } }))).toBe(false);
  });
});

describe("parseWalletScreenState", () => {
  it("reads addWallet only when it is true", () => {
    expect(parseWalletScreenState({ addWallet: true })).toEqual({ addWallet: true });
    expect(parseWalletScreenState({ addWallet: "yes" })).toEqual({ addWallet: false });
    expect(parseWalletScreenState(null)).toEqual({ addWallet: false });
  });
});

describe("detailTabClosed", () => {
  it.each<
    [string, number, { untrusted: boolean; walletStatus: "locked" | "low" | "active" | null }, boolean]
  >([
    ["About is always open", 0, { untrusted: true, walletStatus: "locked" }, false],
    ["Send waits for the trustline", 1, { untrusted: true, walletStatus: "active" }, true],
    ["Send is open once trusted", 1, { untrusted: false, walletStatus: "low" }, false],
    ["Deposit is open on an active wallet", 4, { untrusted: false, walletStatus: "active" }, false],
    ["Deposit is closed while locked", 4, { untrusted: false, walletStatus: "locked" }, true],
    ["Withdraw is closed while low on XLM", 5, { untrusted: false, walletStatus: "low" }, true],
    ["Withdraw waits for the trustline", 5, { untrusted: true, walletStatus: "active" }, true],
    ["Withdraw is open while the account still loads", 5, { untrusted: false, walletStatus: null }, false],
  ])("%s", (_, index, options, closed) => {
    expect(detailTabClosed(index, options)).toBe(closed);
  });
});
