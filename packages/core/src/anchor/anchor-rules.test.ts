import { describe, expect, it } from "vitest";
import { toStroops } from "../amount";
import { chainUnitsToStroops, stroopsToChainUnits } from "./chain-amount";
import { anchorFee, feeText } from "./fees";
import { canTransition, statusesBefore, statusGroup } from "./statuses";
import { detectChain, percentOfBalance, withdrawAddressError, withdrawAmountError } from "./withdraw-form";

const ERC = "0x52908400098527886E0F7030069857D2E4169EE7";
const TRC = "TXLAQ63Xg1NAzckPwKHvzw7CSEmLMEqcdj";

describe("withdraw address", () => {
  it.each([
    ["", "USDT", undefined, "Please Enter Recipient's Address"],
    ["   ", "USDT", undefined, "Please Enter Recipient's Address"],
    [ERC, "USDT", undefined, undefined],
    [TRC, "USDT", undefined, undefined],
    [ERC.slice(0, 41), "USDT", undefined, "Please enter a valid USDT Address."],
    [`${TRC}1`, "USDT", undefined, "Please enter a valid USDT Address."],
    [`0x${"g".repeat(40)}`, "ETH", undefined, "Please enter a valid ETH Address."],
    [`T${"0".repeat(33)}`, "USDT", undefined, "Please enter a valid USDT Address."],
    [TRC, "USDT", "ERC20", "Please enter a valid USDT Address."],
    [ERC, "TRX", "TRC20", "Please enter a valid TRX Address."],
  ] as const)("%s for %s on %s → %s", (address, coin, chain, message) => {
    expect(withdrawAddressError(address, coin, chain)).toBe(message);
  });

  it("detects the chain by prefix and length", () => {
    expect(detectChain(ERC)).toBe("ERC20");
    expect(detectChain(TRC)).toBe("TRC20");
    expect(detectChain("0x1234")).toBeUndefined();
    expect(detectChain("GABC")).toBeUndefined();
  });
});

describe("withdraw amount", () => {
  const balance = toStroops("12.5");
  it.each([
    ["", "Amount can't be Empty."],
    ["0", "Amount should be greater than 0."],
    ["-1", "Amount should be greater than 0."],
    ["abc", "Amount should be greater than 0."],
    ["12.5000001", "Amount can't be greater than your balance."],
    ["12.5", undefined],
    ["0.0000001", undefined],
  ])("%s → %s", (amount, message) => {
    expect(withdrawAmountError(amount, balance)).toBe(message);
  });

  it("fills 10, 50 and 100 percent to 5 decimals", () => {
    expect(percentOfBalance(toStroops("12.3456789"), 10)).toBe("1.23456");
    expect(percentOfBalance(toStroops("12.3456789"), 50)).toBe("6.17283");
    expect(percentOfBalance(toStroops("12.3456789"), 100)).toBe("12.34567");
  });
});

describe("fees", () => {
  it("is fixed plus percent, rounded up to the stroop", () => {
    expect(anchorFee("100", { fixed: "1", percent: "0.5" })).toBe("1.5000000");
    expect(anchorFee("0.0000001", { fixed: "0", percent: "0.1" })).toBe("0.0000001");
    expect(anchorFee("0", { fixed: "1", percent: "1" })).toBe("0.0000000");
    expect(feeText({ fixed: "1.00", percent: "0.50" }, "USDT")).toBe("1 USDT + 0.5%");
  });
});

describe("chain amounts", () => {
  it("converts 6 and 18 decimal tokens exactly", () => {
    expect(chainUnitsToStroops(1_234_567n, 6)).toEqual({ stroops: 12_345_670n, dust: 0n });
    expect(chainUnitsToStroops(1_000_000_000_000_000_001n, 18)).toEqual({ stroops: 10_000_000n, dust: 1n });
    expect(stroopsToChainUnits(12_345_670n, 6)).toBe(1_234_567n);
    expect(stroopsToChainUnits(12_345_671n, 6)).toBeUndefined();
    expect(stroopsToChainUnits(1n, 18)).toBe(100_000_000_000n);
  });
});

describe("statuses", () => {
  it.each([
    ["pending_anchor", "pending"],
    ["pending_trust", "pending"],
    ["pending_user_transfer_start", "pending"],
    ["completed", "completed"],
    ["incomplete", "error"],
    ["too_large", "error"],
    ["error", "error"],
  ] as const)("%s displays as %s", (status, group) => {
    expect(statusGroup(status)).toBe(group);
  });

  it.each([
    ["deposit", "pending_user_transfer_start", "pending_external", true],
    ["deposit", "pending_stellar", "pending_trust", true],
    ["deposit", "completed", "pending_anchor", false],
    ["withdrawal", "pending_user_transfer_start", "pending_anchor", true],
    ["withdrawal", "pending_anchor", "pending_external", true],
    ["withdrawal", "pending_external", "completed", true],
    ["withdrawal", "completed", "pending_external", false],
    ["withdrawal", "incomplete", "completed", false],
  ] as const)("%s %s → %s is %s", (kind, from, to, allowed) => {
    expect(canTransition(kind, from, to)).toBe(allowed);
  });

  it("lists the statuses before a target", () => {
    expect(statusesBefore("withdrawal", "completed")).toEqual(["pending_external"]);
  });
});
