import { describe, expect, it } from "vitest";
import { toStroops } from "../amount";
import {
  SWAP_MESSAGES as M,
  needTrustMessage,
  parseSwapAmount,
  type TSwapSubmitInput,
  validateManualSwapAsset,
  validateSwapAccess,
  validateSwapQuote,
  validateSwapSubmit,
} from "./swap-validation";

const ISSUER = `G${"A".repeat(55)}`;
const XLM = { code: "XLM", issuer: "" };
const LEVELG = { code: "LEVELG", issuer: ISSUER };

describe("parseSwapAmount", () => {
  it.each([
    ["", M.amountRequired],
    ["   ", M.amountRequired],
    ["0", M.amountPositive],
    ["0.0000000", M.amountPositive],
    ["-1", M.amountPositive],
    ["abc", "Enter a valid amount."],
    ["1e3", "Enter a valid amount."],
    ["1,5", "Enter a valid amount."],
    ["1.12345678", "Enter an amount with at most 7 decimals."],
    ["0.0000001", 1n],
    ["25", toStroops("25")],
  ])("%j gives %s", (text, expected) => {
    expect(parseSwapAmount(text)).toBe(expected);
  });
});

describe("validateSwapQuote", () => {
  it("needs an amount and two different assets", () => {
    expect(validateSwapQuote({ amount: "", from: XLM, to: LEVELG })).toBe(M.amountRequired);
    expect(validateSwapQuote({ amount: "5", from: XLM, to: { code: "xlm", issuer: "" } })).toBe(M.sameAssets);
    expect(validateSwapQuote({ amount: "5", from: XLM, to: LEVELG })).toBe(toStroops("5"));
  });
});

describe("validateSwapSubmit", () => {
  const ready: TSwapSubmitInput = {
    loggedIn: true,
    from: XLM,
    to: LEVELG,
    trustsFrom: true,
    trustsTo: true,
    amount: toStroops("10"),
    fee: toStroops("0.1"),
    available: toStroops("10.1"),
  };

  it("accepts a trusted, funded swap", () => {
    expect(validateSwapSubmit(ready)).toBeNull();
  });

  it.each([
    [{ loggedIn: false }, M.notLoggedIn],
    [{ to: XLM }, M.sameAssets],
    [{ trustsFrom: false, trustsTo: false }, M.trustBothAssets],
    [{ trustsFrom: false }, M.trustThisAsset],
    [{ trustsTo: false }, needTrustMessage("LEVELG")],
    [{ available: toStroops("10.0999999") }, M.notEnoughBalance], // the fee is on top of the amount
  ])("case %# gives %s", (change, expected) => {
    expect(validateSwapSubmit({ ...ready, ...change })).toBe(expected);
  });

  it("words the trust message as the spec does", () => {
    expect(needTrustMessage("EURX")).toBe("You need to trust EURX in order to proceed.");
  });
});

describe("validateManualSwapAsset", () => {
  it.each([
    ["AB", ISSUER, M.manualInvalid],
    ["ABC", ISSUER.slice(1), M.manualInvalid],
    ["ABC", `${ISSUER}A`, M.manualInvalid],
    ["ABC", `S${"A".repeat(55)}`, M.manualInvalid],
    ["LEVELG", ISSUER, M.manualDuplicate],
  ])("%j gives %j", (code, issuer, expected) => {
    expect(validateManualSwapAsset(code, issuer, [XLM, LEVELG])).toEqual({ error: expected });
  });

  it("gives the asset when the form is right", () => {
    expect(validateManualSwapAsset(" GBPX ", ISSUER, [XLM, LEVELG])).toEqual({
      asset: { code: "GBPX", issuer: ISSUER },
    });
  });
});

describe("validateSwapAccess", () => {
  it("needs no amount: login, pair and trustlines only", () => {
    const base = { loggedIn: true, from: XLM, to: LEVELG, trustsFrom: true, trustsTo: true };
    expect(validateSwapAccess(base)).toBeNull();
    expect(validateSwapAccess({ ...base, trustsTo: false })).toBe(
      "You need to trust LEVELG in order to proceed.",
    );
    expect(validateSwapAccess({ ...base, loggedIn: false, trustsTo: false })).toBe(M.notLoggedIn);
  });
});
