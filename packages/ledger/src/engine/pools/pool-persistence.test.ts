import { Asset, getLiquidityPoolId, LiquidityPoolAsset, Operation } from "@stellar/stellar-sdk";
import { describe, expect, it } from "vitest";
import {
  createAccounts,
  openNode,
  reopenNode,
  submitToNode as submit,
  useNodeDirs,
} from "../../../test/support/ledger-node";

const dirs = useNodeDirs("sextant-ledger-pools-");

describe("pools across restarts", () => {
  it("replay from the log and load from a snapshot into the same pools, share lines and pool trades", async () => {
    const dataDir = dirs.tempDir();
    const first = openNode(dataDir);
    const [issuer, lp, payer] = await createAccounts(first);
    const usd = new Asset("USD", issuer.publicKey());
    const share = new LiquidityPoolAsset(Asset.native(), usd, 30);
    const id = Buffer.from(
      getLiquidityPoolId("constant_product", share.getLiquidityPoolParameters()),
    ).toString("hex");
    await submit(first, lp, [Operation.changeTrust({ asset: usd }), Operation.changeTrust({ asset: share })]);
    await submit(first, payer, [Operation.changeTrust({ asset: usd })]);
    await submit(first, issuer, [
      Operation.payment({ destination: lp.publicKey(), asset: usd, amount: "40" }),
    ]);
    await submit(first, lp, [
      Operation.liquidityPoolDeposit({
        liquidityPoolId: id,
        maxAmountA: "10",
        maxAmountB: "40",
        minPrice: "0.25",
        maxPrice: "0.25",
      }),
    ]);
    await submit(first, payer, [
      Operation.pathPaymentStrictSend({
        sendAsset: Asset.native(),
        sendAmount: "1",
        destination: payer.publicKey(),
        destAsset: usd,
        destMin: "0.0000001",
      }),
    ]);
    expect(first.state.poolMap.get(id)?.reserveA).toBe(110_000_000n);
    expect(first.history.market?.trades[0]?.poolId).toBe(id);

    const fromLog = reopenNode(dataDir, first);
    expect(fromLog.state.poolMap).toEqual(first.state.poolMap);
    fromLog.shutdown();
    const fromSnapshot = reopenNode(dataDir, first);
    expect(fromSnapshot.state.poolMap).toEqual(first.state.poolMap);
    fromSnapshot.shutdown();
    first.shutdown();
  });
});
