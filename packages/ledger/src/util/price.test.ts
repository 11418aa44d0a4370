import { describe, expect, it } from "vitest";
import { priceString, reducePrice } from "./price";

describe("priceString", () => {
  it("prints 7 decimals rounded half away from zero", () => {
    expect(priceString(1, 3)).toBe("0.3333333");
    expect(priceString(2, 3)).toBe("0.6666667");
    expect(priceString(1, 20_000_000)).toBe("0.0000001");
    expect(priceString(1, 20_000_001)).toBe("0.0000000");
    expect(priceString(7, 2)).toBe("3.5000000");
  });
});

describe("reducePrice", () => {
  it("divides by the greatest common divisor", () => {
    expect(reducePrice(10, 4)).toEqual({ n: 5, d: 2 });
    expect(reducePrice(3, 7)).toEqual({ n: 3, d: 7 });
  });
});
