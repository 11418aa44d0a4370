import { Asset, Operation } from "@stellar/stellar-sdk";
import { describe, expect, it } from "vitest";
import {
  createAccounts,
  openNode,
  reopenNode,
  submitToNode as submit,
  useNodeDirs,
} from "../../../test/support/ledger-node";

const dirs = useNodeDirs("sextant-ledger-offers-");

describe("offers across restarts", () => {
  it("replay from the log and load from a snapshot into the same offers, id pool and trades", async () => {
    const dataDir = dirs.tempDir();
    const first = openNode(dataDir);
    const [issuer, maker, taker] = await createAccounts(first);
    const usd = new Asset("USD", issuer.publicKey());
    const xlm = Asset.native();
    await submit(first, maker, [Operation.changeTrust({ asset: usd })]);
    await submit(first, taker, [Operation.changeTrust({ asset: usd })]);
    await submit(first, issuer, [
      Operation.payment({ destination: maker.publicKey(), asset: usd, amount: "50" }),
    ]);
    await submit(first, maker, [
      Operation.manageSellOffer({ selling: usd, buying: xlm, amount: "10", price: { n: 3, d: 7 } }),
      Operation.manageSellOffer({ selling: usd, buying: xlm, amount: "5", price: "1" }),
    ]);
    await submit(first, taker, [
      Operation.manageSellOffer({ selling: xlm, buying: usd, amount: "1", price: { n: 7, d: 3 } }),
    ]);
    expect(first.header.idPool).toBe(2n);
    expect(first.state.getAccount(maker.publicKey())?.offers?.size).toBe(2);
    expect(first.history.market?.trades).toHaveLength(1);

    const fromLog = reopenNode(dataDir, first);
    expect(fromLog.header).toEqual(first.header);
    fromLog.shutdown();
    const fromSnapshot = reopenNode(dataDir, first);
    expect(fromSnapshot.header.idPool).toBe(2n);
    await submit(fromSnapshot, maker, [
      Operation.manageSellOffer({ selling: usd, buying: xlm, amount: "1", price: "2" }),
    ]);
    expect([...(fromSnapshot.state.getAccount(maker.publicKey())?.offers?.keys() ?? [])]).toEqual([
      1n,
      2n,
      3n,
    ]);
    fromSnapshot.shutdown();
    first.shutdown();
  });
});
