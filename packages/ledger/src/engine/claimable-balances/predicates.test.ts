import { describe, expect, it } from "vitest";
import { INT64_MAX } from "../../constants";
import type { TPredicate } from "./balance";
import { balanceIdFromWire, balanceIdToWire, isBalanceIdHex } from "./balance-id";
import { absolutePredicate, isValidPredicate, predicateHolds, predicateJson } from "./predicates";

const U: TPredicate = { type: 0 };
const before = (t: bigint): TPredicate => ({ type: 4, absBefore: t });
const rel = (t: bigint): TPredicate => ({ type: 5, relBefore: t });
const and = (a: TPredicate, b: TPredicate): TPredicate => ({ type: 1, andPredicates: [a, b] });
const or = (a: TPredicate, b: TPredicate): TPredicate => ({ type: 2, orPredicates: [a, b] });
const not = (a: TPredicate | null): TPredicate => ({ type: 3, notPredicate: a });
const nest = (depth: number): TPredicate => (depth === 1 ? U : not(nest(depth - 1)));

describe("claim predicates (core's validatePredicate / isPredicateSatisfied)", () => {
  it.each<[string, TPredicate, boolean]>([
    ["unconditional", U, true],
    ["and of two", and(U, before(5n)), true],
    ["and of one", { type: 1, andPredicates: [U] }, false],
    ["or of one", { type: 2, orPredicates: [U] }, false],
    ["or of none", { type: 2, orPredicates: [] }, false],
    ["not without a predicate", not(null), false],
    ["negative absolute time", before(-1n), false],
    ["negative relative time", rel(-1n), false],
    ["zero relative time", rel(0n), true],
    ["depth 4", nest(4), true],
    ["depth 5", nest(5), false],
    ["an invalid leaf inside or", or(U, before(-5n)), false],
  ])("%s: valid = %s", (_name, predicate, valid) => {
    expect(isValidPredicate(predicate)).toBe(valid);
  });

  it.each<[string, TPredicate, bigint, boolean]>([
    ["unconditional", U, 0n, true],
    ["before 100, at 99", before(100n), 99n, true],
    ["before 100, at 100 (strict)", before(100n), 100n, false],
    ["not before 100, at 99", not(before(100n)), 99n, false],
    ["not before 100, at 100", not(before(100n)), 100n, true],
    ["window [100, 200), at 150", and(not(before(100n)), before(200n)), 150n, true],
    ["window [100, 200), at 200", and(not(before(100n)), before(200n)), 200n, false],
    ["or: either side", or(before(10n), not(before(100n))), 50n, false],
    ["or: the right side", or(before(10n), not(before(100n))), 100n, true],
  ])("%s: holds = %s", (_name, predicate, closeTime, holds) => {
    expect(predicateHolds(predicate, closeTime)).toBe(holds);
  });

  it("turns relative bounds into absolute ones at the close time, saturating at INT64_MAX", () => {
    expect(absolutePredicate(and(rel(60n), not(rel(10n))), 1000n)).toEqual(
      and(before(1060n), not(before(1010n))),
    );
    expect(absolutePredicate(rel(INT64_MAX), 5n)).toEqual(before(INT64_MAX));
    expect(absolutePredicate(or(U, before(7n)), 5n)).toEqual(or(U, before(7n)));
  });

  it("renders Horizon's JSON form", () => {
    expect(predicateJson(and(or(rel(12n), before(1598440539n)), not(U)))).toEqual({
      and: [
        {
          or: [{ rel_before: "12" }, { abs_before: "2020-08-26T11:15:39Z", abs_before_epoch: "1598440539" }],
        },
        { not: { unconditional: true } },
      ],
    });
    expect(predicateJson(before(INT64_MAX))).toEqual({ abs_before_epoch: INT64_MAX.toString() });
  });
});

describe("balance ids", () => {
  it.each([
    [`00000000${"ab".repeat(32)}`, true],
    [`00000000${"AB".repeat(32)}`, true],
    [`00000001${"ab".repeat(32)}`, false],
    ["ab".repeat(32), false],
    [`00000000${"ab".repeat(31)}`, false],
    ["not-an-id", false],
  ])("%s is a hex balance id: %s", (text, valid) => {
    expect(isBalanceIdHex(text)).toBe(valid);
  });

  it("round-trips through the XDR form", () => {
    const id = `00000000${"0f".repeat(32)}`;
    expect(balanceIdFromWire(balanceIdToWire(id))).toBe(id);
  });
});
