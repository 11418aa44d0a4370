import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  Account,
  Asset,
  getLiquidityPoolId,
  Keypair,
  LiquidityPoolAsset,
  Operation,
  TimeoutInfinite,
  TransactionBuilder,
  type xdr,
} from "@stellar/stellar-sdk";
import { afterEach, describe, expect, it } from "vitest";
import { STANDALONE_PASSPHRASE } from "../../constants";
import { LedgerNode } from "../../node/ledger-node";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function open(dataDir: string): LedgerNode {
  const n = new LedgerNode({ dataDir, passphrase: STANDALONE_PASSPHRASE, closeMs: 0, devClock: false });
  n.open();
  return n;
}

async function submit(node: LedgerNode, source: Keypair, ops: xdr.Operation[]): Promise<void> {
  const seq = node.state.getAccount(source.publicKey())?.seqNum ?? 0n;
  const builder = new TransactionBuilder(new Account(source.publicKey(), seq.toString()), {
    fee: "100",
    networkPassphrase: STANDALONE_PASSPHRASE,
  }).setTimeout(TimeoutInfinite);
  for (const op of ops) builder.addOperation(op);
  const tx = builder.build();
  tx.sign(source);
  expect((await node.submit(tx.toXdr())).status).toBe("applied");
}

describe("pools across restarts", () => {
  it("replay from the log and load from a snapshot into the same pools, share lines and pool trades", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "sextant-ledger-pools-"));
    dirs.push(dataDir);
    const first = open(dataDir);
    const root = Keypair.master(STANDALONE_PASSPHRASE);
    const [issuer, lp, payer] = [Keypair.random(), Keypair.random(), Keypair.random()];
    await submit(
      first,
      root,
      [issuer, lp, payer].map((k) =>
        Operation.createAccount({ destination: k.publicKey(), startingBalance: "100" }),
      ),
    );
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

    const fromLog = open(dataDir);
    expect(fromLog.state.poolMap).toEqual(first.state.poolMap);
    expect(fromLog.state.accounts).toEqual(first.state.accounts);
    expect(fromLog.history).toEqual(first.history);
    fromLog.shutdown();
    const fromSnapshot = open(dataDir);
    expect(fromSnapshot.state.poolMap).toEqual(first.state.poolMap);
    expect(fromSnapshot.state.accounts).toEqual(first.state.accounts);
    expect(fromSnapshot.history).toEqual(first.history);
    fromSnapshot.shutdown();
    first.shutdown();
  });
});
