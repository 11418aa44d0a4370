import { INT64_MAX } from "../../constants";
import { rfc3339 } from "../../util/time";
import type { JsonValue } from "../effects";
import type { TPredicate } from "./balance";

/** Core's limit on nested predicates (the top level counts as 1). */
const MAX_DEPTH = 4;

/** core's `validatePredicate`: and/or take exactly two, not takes one, times are non-negative, depth ≤ 4. */
export function isValidPredicate(p: TPredicate, depth = 1): boolean {
  if (depth > MAX_DEPTH) return false;
  switch (p.type) {
    case 0:
      return true;
    case 1:
      return p.andPredicates.length === 2 && p.andPredicates.every((q) => isValidPredicate(q, depth + 1));
    case 2:
      return p.orPredicates.length === 2 && p.orPredicates.every((q) => isValidPredicate(q, depth + 1));
    case 3:
      return p.notPredicate !== null && isValidPredicate(p.notPredicate, depth + 1);
    case 4:
      return p.absBefore >= 0n;
    case 5:
      return p.relBefore >= 0n;
    default:
      return false;
  }
}

/** Relative bounds become absolute at the creating ledger's close time (saturating at INT64_MAX), as core stores them. */
export function absolutePredicate(p: TPredicate, closeTime: bigint): TPredicate {
  switch (p.type) {
    case 1:
      return { type: 1, andPredicates: p.andPredicates.map((q) => absolutePredicate(q, closeTime)) };
    case 2:
      return { type: 2, orPredicates: p.orPredicates.map((q) => absolutePredicate(q, closeTime)) };
    case 3:
      return { type: 3, notPredicate: p.notPredicate && absolutePredicate(p.notPredicate, closeTime) };
    case 5: {
      const sum = closeTime + p.relBefore;
      if (sum > INT64_MAX) return { type: 4, absBefore: INT64_MAX };
      return { type: 4, absBefore: sum };
    }
    default:
      return p;
  }
}

/** Whether the predicate holds in a ledger closing at `closeTime` ("before" bounds are strict). */
export function predicateHolds(p: TPredicate, closeTime: bigint): boolean {
  switch (p.type) {
    case 0:
      return true;
    case 1:
      return p.andPredicates.every((q) => predicateHolds(q, closeTime));
    case 2:
      return p.orPredicates.some((q) => predicateHolds(q, closeTime));
    case 3:
      return p.notPredicate !== null && !predicateHolds(p.notPredicate, closeTime);
    case 4:
      return closeTime < p.absBefore;
    default:
      return false;
  }
}

/** Latest time Horizon prints as RFC 3339 (year 9999); later bounds show only their epoch. */
const MAX_PRINTABLE = 253_402_300_799n;

/** Horizon's JSON form of a predicate. */
export function predicateJson(p: TPredicate): { [key: string]: JsonValue } {
  switch (p.type) {
    case 0:
      return { unconditional: true };
    case 1:
      return { and: p.andPredicates.map(predicateJson) };
    case 2:
      return { or: p.orPredicates.map(predicateJson) };
    case 3:
      return { not: p.notPredicate ? predicateJson(p.notPredicate) : {} };
    case 4: {
      const epoch = String(p.absBefore);
      if (p.absBefore > MAX_PRINTABLE) return { abs_before_epoch: epoch };
      return { abs_before: rfc3339(p.absBefore), abs_before_epoch: epoch };
    }
    case 5:
      return { rel_before: String(p.relBefore) };
    default:
      return {};
  }
}
