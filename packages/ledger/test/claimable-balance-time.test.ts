import { Asset, Claimant } from "@stellar/stellar-sdk";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { newAccounts } from "./support/accounts";
import { balanceRecord, claim, created } from "./support/claimable-balances";
import { setClock, useDevLedger } from "./support/dev-ledger";
import { getJson, records } from "./support/http";
import { failedWith } from "./support/ledger";
import { run, runFail } from "./support/tx";

// The development clock moves with the machine's clock after it is set; freezing `Date` makes the close time
// of the next ledger exactly the time set, so predicates can be tested at their edges.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: new Date("2030-01-01T00:00:00Z") });
});
afterAll(() => {
  vi.useRealTimers();
});

const ledger = useDevLedger();
const T0 = Date.parse("2030-01-01T00:00:00Z") / 1000;
const XLM = Asset.native();

describe("claim predicates at their time edges (ledger close time)", () => {
  it("before an absolute time: claimable one second before it, not at it", async () => {
    const t = ledger();
    await setClock(t, T0);
    const [creator, a, b] = await newAccounts(t, 3, "100");
    const bound = T0 + 1000;
    const before = (who: { publicKey(): string }) =>
      new Claimant(who.publicKey(), Claimant.predicateBeforeAbsoluteTime(String(bound)));
    const id = await created(t, creator, XLM, "1", [before(a), before(b)]);
    await setClock(t, bound);
    expect(await runFail(t, a, [claim(id)])).toEqual(failedWith("op_cannot_claim"));
    await setClock(t, bound - 1);
    const response = await run(t, b, [claim(id)]);
    expect(response.ledger).toBeGreaterThan(0);
    const tx = (await getJson(t, `/transactions/${response.hash}`)).body;
    expect(tx.created_at).toBe(new Date((bound - 1) * 1000).toISOString().replace(".000", ""));
  });

  it("before a relative time: made absolute at the creating ledger's close time", async () => {
    const t = ledger();
    await setClock(t, T0 + 5000);
    const [creator, a] = await newAccounts(t, 2, "100");
    const relative = new Claimant(a.publicKey(), Claimant.predicateBeforeRelativeTime("100"));
    const id = await created(t, creator, XLM, "1", [relative]);
    const bound = T0 + 5100;
    const record = (await balanceRecord(t, id)).body as { claimants: Array<{ predicate: unknown }> };
    expect(record.claimants[0]?.predicate).toEqual({
      abs_before: new Date(bound * 1000).toISOString().replace(".000", ""),
      abs_before_epoch: String(bound),
    });
    // the operation record and the claimant effect keep what was submitted
    const ops = records((await getJson(t, `/claimable_balances/${id}/operations`)).body);
    expect(ops[0]).toMatchObject({
      claimants: [{ destination: a.publicKey(), predicate: { rel_before: "100" } }],
    });
    const effects = records((await getJson(t, `/operations/${ops[0]?.id}/effects`)).body);
    const claimantEffect = effects.find((e) => e.type === "claimable_balance_claimant_created");
    expect(claimantEffect?.predicate).toEqual({ rel_before: "100" });
    await setClock(t, bound);
    expect(await runFail(t, a, [claim(id)])).toEqual(failedWith("op_cannot_claim"));
    await setClock(t, bound - 1);
    await run(t, a, [claim(id)]);
  });

  it("not before a time: not claimable one second before it, claimable at it", async () => {
    const t = ledger();
    await setClock(t, T0 + 10_000);
    const [creator, a] = await newAccounts(t, 2, "100");
    const from = T0 + 10_500;
    const predicate = Claimant.predicateNot(Claimant.predicateBeforeAbsoluteTime(String(from)));
    const id = await created(t, creator, XLM, "1", [new Claimant(a.publicKey(), predicate)]);
    await setClock(t, from - 1);
    expect(await runFail(t, a, [claim(id)])).toEqual(failedWith("op_cannot_claim"));
    await setClock(t, from);
    await run(t, a, [claim(id)]);
  });

  it("a window (and of not-before and before) closes at its upper bound; or opens on either side", async () => {
    const t = ledger();
    await setClock(t, T0 + 20_000);
    const [creator, a, b] = await newAccounts(t, 3, "100");
    const [lo, hi] = [T0 + 20_100, T0 + 20_200];
    const window = Claimant.predicateAnd(
      Claimant.predicateNot(Claimant.predicateBeforeAbsoluteTime(String(lo))),
      Claimant.predicateBeforeAbsoluteTime(String(hi)),
    );
    const outside = Claimant.predicateOr(
      Claimant.predicateBeforeAbsoluteTime(String(lo)),
      Claimant.predicateNot(Claimant.predicateBeforeAbsoluteTime(String(hi))),
    );
    const first = await created(t, creator, XLM, "1", [new Claimant(a.publicKey(), window)]);
    const second = await created(t, creator, XLM, "1", [new Claimant(b.publicKey(), outside)]);
    await setClock(t, hi);
    expect(await runFail(t, a, [claim(first)])).toEqual(failedWith("op_cannot_claim"));
    await setClock(t, lo);
    expect(await runFail(t, b, [claim(second)])).toEqual(failedWith("op_cannot_claim"));
    await setClock(t, hi - 1);
    await run(t, a, [claim(first)]);
    await setClock(t, hi);
    await run(t, b, [claim(second)]);
  });
});
