import { toStroops } from "@sextant/core";
import { describe, expect, it } from "vitest";
import {
  belowMinimumMessage,
  MINIMUM_WITHDRAWAL,
  maxWithdrawable,
  minimumText,
  presetAmount,
  validateWithdraw,
} from "./withdraw-validation";

const ERC = "0x52908400098527886E0F7030069857D2E4169EE7";
const TRC = "TXLAQ63Xg1NAzckPwKHvzw7CSEmLMEqcdj";
const FEE = { fixed: "1", percent: "0.5" };

function check(address: string, amount: string, chains: Array<"ERC20" | "TRC20"> = ["ERC20", "TRC20"]) {
  return validateWithdraw({
    draft: { address, amount },
    coin: "USDT",
    chains,
    balance: toStroops("100"),
    fee: FEE,
    minimum: MINIMUM_WITHDRAWAL,
  });
}

describe("the withdraw form's messages (spec doc 2 §5)", () => {
  it.each([
    ["an empty amount", ERC, "", { amount: "Amount can't be Empty." }],
    ["a zero amount", ERC, "0", { amount: "Amount should be greater than 0." }],
    ["a negative amount", ERC, "-5", { amount: "Amount should be greater than 0." }],
    [
      "an amount above the balance",
      ERC,
      "100.0000001",
      { amount: "Amount can't be greater than your balance." },
    ],
    [
      "an amount whose fee does not fit",
      TRC,
      "99.5",
      { amount: "Amount can't be greater than your balance." },
    ],
    ["an amount below the minimum", ERC, "0.0009", { amount: "The minimum withdrawal is 0.00100000 USDT." }],
    ["an empty address", "", "10", { address: "Please Enter Recipient's Address" }],
    ["a blank address", "   ", "10", { address: "Please Enter Recipient's Address" }],
    ["an ERC address one short", ERC.slice(0, 41), "10", { address: "Please enter a valid USDT Address." }],
    ["a TRC address one long", `${TRC}x`, "10", { address: "Please enter a valid USDT Address." }],
    ["a Stellar key", `G${"A".repeat(55)}`, "10", { address: "Please enter a valid USDT Address." }],
    [
      "a 0x address that is not hex",
      `0x${"z".repeat(40)}`,
      "10",
      { address: "Please enter a valid USDT Address." },
    ],
  ])("%s", (_, address, amount, errors) => {
    expect(check(address, amount)).toEqual(errors);
  });

  it("accepts both chains' addresses, detected by prefix and length", () => {
    expect(check(ERC, "10")).toEqual({});
    expect(check(TRC, "98.5")).toEqual({});
  });

  it("refuses the address of a chain the asset is not paid out on", () => {
    expect(check(TRC, "10", ["ERC20"])).toEqual({ address: "Please enter a valid USDT Address." });
    expect(check(ERC, "10", ["TRC20"])).toEqual({ address: "Please enter a valid USDT Address." });
  });

  it("reports both fields at once", () => {
    expect(check("", "")).toEqual({
      address: "Please Enter Recipient's Address",
      amount: "Amount can't be Empty.",
    });
  });

  it("writes minimums with 8 decimals as the spec shows 0.00100000", () => {
    expect(minimumText(MINIMUM_WITHDRAWAL)).toBe("0.00100000");
    expect(belowMinimumMessage(toStroops("5"), "USDT")).toBe("The minimum withdrawal is 5.00000000 USDT.");
  });
});

describe("the 10, 50 and 100 % buttons", () => {
  it("leave room for the fee, so 100 % passes the balance check", () => {
    const max = maxWithdrawable(toStroops("100"), FEE);
    // 98.5074626… + 1 + 0.5 % of it ≤ 100
    expect(max + toStroops("1") + (max * 5n + 999n) / 1000n).toBeLessThanOrEqual(toStroops("100"));
    const full = presetAmount(toStroops("100"), FEE, 100);
    expect(full).toBe("98.50746");
    expect(check(ERC, full)).toEqual({});
  });

  it("fill 10 and 50 % of what can be withdrawn, cut to 5 decimals", () => {
    expect(presetAmount(toStroops("100"), FEE, 10)).toBe("9.85074");
    expect(presetAmount(toStroops("100"), FEE, 50)).toBe("49.25373");
  });

  it("give the whole balance when there is no fee, and 0 when the fixed fee does not fit", () => {
    expect(presetAmount(toStroops("12.3456789"), { fixed: "0", percent: "0" }, 100)).toBe("12.34567");
    expect(presetAmount(toStroops("0.5"), FEE, 100)).toBe("0");
  });
});
