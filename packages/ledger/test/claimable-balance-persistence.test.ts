import { Asset } from "@stellar/stellar-sdk";
import { describe, expect, it } from "vitest";
import { anyTime, claim, createBalance } from "./support/claimable-balances";
import { createAccounts, openNode, reopenNode, submitToNode, useNodeDirs } from "./support/ledger-node";

const dirs = useNodeDirs("sextant-ledger-cb-");

describe("claimable balances across restarts", () => {
  it("come back from the log and from a snapshot, with their claimants, sponsor and reserves", async () => {
    const dataDir = dirs.tempDir();
    const first = openNode(dataDir);
    const [creator, a, b] = await createAccounts(first);
    await submitToNode(first, creator, [
      createBalance(Asset.native(), "5", [anyTime(a), anyTime(b)]),
      createBalance(Asset.native(), "6", [anyTime(b)]),
    ]);
    const [kept, claimed] = [...first.state.balanceMap.values()].sort((x, y) => Number(x.amount - y.amount));
    if (!kept || !claimed) throw new Error("two balances expected");
    await submitToNode(first, b, [claim(claimed.id)]);
    expect(first.state.balanceMap.size).toBe(1);
    expect(first.state.getAccount(creator.publicKey())?.numSponsoring).toBe(2);

    const replayed = reopenNode(dataDir, first);
    expect(replayed.state.balanceMap).toEqual(first.state.balanceMap);
    replayed.shutdown();

    const fromSnapshot = openNode(dataDir);
    expect(fromSnapshot.state.balanceMap).toEqual(first.state.balanceMap);
    expect(fromSnapshot.state.balanceMap.get(kept.id)).toMatchObject({
      amount: 50_000_000n,
      sponsor: creator.publicKey(),
      claimants: [{ destination: a.publicKey() }, { destination: b.publicKey() }],
    });
    expect(fromSnapshot.state.getAccount(creator.publicKey())?.numSponsoring).toBe(2);
    await submitToNode(fromSnapshot, a, [claim(kept.id)]);
    expect(fromSnapshot.state.balanceMap.size).toBe(0);
    expect(fromSnapshot.state.getAccount(creator.publicKey())?.numSponsoring).toBe(0);
    fromSnapshot.shutdown();
    first.shutdown();
  });
});
