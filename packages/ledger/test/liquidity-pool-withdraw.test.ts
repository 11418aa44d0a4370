import { Operation } from "@stellar/stellar-sdk";
import { describe, expect, it } from "vitest";
import { newAccount } from "./support/accounts";
import { failedWith, type TestLedger, useLedger } from "./support/ledger";
import { deposit, pair, poolJson, withdraw } from "./support/pools";
import { run, runFail } from "./support/tx";

const ledger = useLedger();

describe("liquidityPoolWithdraw", () => {
  async function funded(t: TestLedger) {
    const p = await pair(t);
    await run(t, p.holder, [
      Operation.changeTrust({ asset: p.share }),
      deposit(p.id, "10", "40", "0.25", "0.25"),
    ]);
    return p;
  }

  it("withdrawing every share empties the pool, which stays until its last trustline goes", async () => {
    const t = ledger();
    const { holder, id, share } = await pair(t);
    await run(t, holder, [Operation.changeTrust({ asset: share })]);
    await run(t, holder, [deposit(id, "5", "20", "0.25", "0.25")]);
    await run(t, holder, [withdraw(id, "10", "5", "20")]);
    expect((await poolJson(t, id)).body).toMatchObject({ total_shares: "0.0000000", total_trustlines: "1" });
    await run(t, holder, [Operation.changeTrust({ asset: share, limit: "0" })]);
    expect((await poolJson(t, id)).status).toBe(404);
  });

  it("op_no_trust without a pool-share trustline", async () => {
    const t = ledger();
    const { id } = await funded(t);
    const stranger = await newAccount(t);
    expect(await runFail(t, stranger, [withdraw(id, "1")])).toEqual(failedWith("op_no_trust"));
  });

  it("op_underfunded when redeeming more shares than held", async () => {
    const t = ledger();
    const { holder, id } = await funded(t);
    expect(await runFail(t, holder, [withdraw(id, "20.0000001")])).toEqual(failedWith("op_underfunded"));
  });

  it("op_under_minimum when a reserve payout is below its minimum", async () => {
    const t = ledger();
    const { holder, id } = await funded(t);
    expect(await runFail(t, holder, [withdraw(id, "10", "5.0000001", "0")])).toEqual(
      failedWith("op_under_minimum"),
    );
    expect(await runFail(t, holder, [withdraw(id, "10", "0", "20.0000001")])).toEqual(
      failedWith("op_under_minimum"),
    );
    await run(t, holder, [withdraw(id, "10", "5", "20")]);
  });

  it("op_line_full when a reserve trustline cannot take the payout", async () => {
    const t = ledger();
    const { holder, id, eur } = await funded(t);
    await run(t, holder, [Operation.changeTrust({ asset: eur, limit: "990" })]);
    expect(await runFail(t, holder, [withdraw(id, "10")])).toEqual(failedWith("op_line_full"));
  });
});
