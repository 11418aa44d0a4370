import { Asset, getLiquidityPoolId, Keypair, LiquidityPoolAsset, xdr } from "@stellar/stellar-sdk";
import { describe, expect, it } from "vitest";
import type { AssetWire } from "../../tx/wire";
import { innerCode } from "../operations/outcome";
import { compareAssetWire, poolIdOf } from "./pool";
import { checkPoolDeposit } from "./pool-deposit";
import { checkPoolTrust } from "./pool-trust";
import { checkPoolWithdraw } from "./pool-withdraw";

const issuer = Keypair.random().publicKey();
const wire = (asset: Asset): AssetWire => asset.toXdrObject().toXdrObject();
const native = wire(Asset.native());
const eur = wire(new Asset("EUR", issuer));
const usd = wire(new Asset("USD", issuer));
const code = (outcome: ReturnType<typeof checkPoolTrust>) => (outcome ? innerCode(outcome) : 0);

describe("pool ids and asset order", () => {
  it("matches the SDK's getLiquidityPoolId", () => {
    const a = new Asset("EUR", issuer);
    const b = new Asset("USD", issuer);
    const sdk = Buffer.from(
      getLiquidityPoolId("constant_product", new LiquidityPoolAsset(a, b, 30).getLiquidityPoolParameters()),
    ).toString("hex");
    expect(poolIdOf(eur, usd, 30)).toBe(sdk);
  });

  it("orders assets by type, then code, then issuer", () => {
    expect(compareAssetWire(native, eur)).toBeLessThan(0);
    expect(compareAssetWire(eur, usd)).toBeLessThan(0);
    expect(compareAssetWire(wire(new Asset("ZZZZ", issuer)), wire(new Asset("AAAAA", issuer)))).toBeLessThan(
      0,
    );
    expect(compareAssetWire(usd, usd)).toBe(0);
  });
});

describe("stateless checks", () => {
  it("changeTrust on pool shares: ordered distinct assets, fee 30, non-negative limit", () => {
    expect(code(checkPoolTrust({ assetA: eur, assetB: usd, fee: 30 }, 1n))).toBe(0);
    expect(code(checkPoolTrust({ assetA: usd, assetB: eur, fee: 30 }, 1n))).toBe(-1);
    expect(code(checkPoolTrust({ assetA: eur, assetB: eur, fee: 30 }, 1n))).toBe(-1);
    expect(code(checkPoolTrust({ assetA: eur, assetB: usd, fee: 31 }, 1n))).toBe(-1);
    expect(code(checkPoolTrust({ assetA: eur, assetB: usd, fee: 30 }, -1n))).toBe(-1);
  });

  it("deposit: positive maxima and prices, min price not above max price", () => {
    const ok = {
      liquidityPoolId: new Uint8Array(32),
      maxAmountA: 1n,
      maxAmountB: 1n,
      minPrice: { n: 1, d: 2 },
      maxPrice: { n: 2, d: 1 },
    };
    expect(checkPoolDeposit(ok)).toBeUndefined();
    for (const bad of [
      { ...ok, maxAmountA: 0n },
      { ...ok, maxAmountB: -1n },
      { ...ok, minPrice: { n: 0, d: 1 } },
      { ...ok, maxPrice: { n: 1, d: 0 } },
      { ...ok, minPrice: { n: 3, d: 1 } },
    ]) {
      const outcome = checkPoolDeposit(bad);
      expect(outcome && innerCode(outcome)).toBe(-1);
    }
  });

  it("withdraw: positive shares, non-negative minima", () => {
    const ok = { liquidityPoolId: new Uint8Array(32), amount: 1n, minAmountA: 0n, minAmountB: 0n };
    expect(checkPoolWithdraw(ok)).toBeUndefined();
    for (const bad of [
      { ...ok, amount: 0n },
      { ...ok, minAmountA: -1n },
      { ...ok, minAmountB: -1n },
    ]) {
      const outcome = checkPoolWithdraw(bad);
      expect(outcome && innerCode(outcome)).toBe(-1);
    }
  });

  it("results encode as XDR", () => {
    const outcome = checkPoolWithdraw({
      liquidityPoolId: new Uint8Array(32),
      amount: 0n,
      minAmountA: 0n,
      minAmountB: 0n,
    });
    expect(() => xdr.OperationResult.schema.encode(outcome as xdr.OperationResultWire)).not.toThrow();
  });
});
