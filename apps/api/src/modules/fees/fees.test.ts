import { ZGetAssetFeeResponse, ZGetStellarFeeResponse } from "@sextant/core";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/support/test-app";
import { startTestLedger, type TestLedger } from "../../../test/support/test-ledger";

describe("fee settings", () => {
  let ledger: TestLedger;
  let app: FastifyInstance;
  beforeAll(async () => {
    ledger = await startTestLedger();
    app = await createTestApp("pglite", { horizonUrl: ledger.ledger.url });
  });
  afterAll(async () => {
    await app?.close();
    await ledger?.stop();
  });

  it("derives the Low/Medium/High network fees from the ledger's fee stats", async () => {
    const response = await app.inject({ url: "/api/feesetting-levels/stellar-fee" });
    expect(response.statusCode).toBe(200);
    expect(ZGetStellarFeeResponse.parse(response.json())).toEqual({
      fee: "100",
      fee_min: "100",
      fee_avg: "500",
      fee_max: "1000",
    });
  });

  it("gives the operator's fees for an asset and where they are paid", async () => {
    const response = await app.inject({ url: "/api/feesetting-levels/asset-fee?asset_code=xlm" });
    expect(response.statusCode).toBe(200);
    const fees = ZGetAssetFeeResponse.parse(response.json());
    expect(fees.fee).toBe("0");
    expect(fees.assetFeeCollectionAddress).toMatch(/^G[A-Z2-7]{55}$/);
    expect(fees.levelfee).toEqual({
      swapFeeFixed: "0.0000000",
      swapFeePercent: "0.1000",
      sendBalanceFeeFixed: "0.0000000",
      sendBalanceFeePercent: "0.1000",
      exchangeSellerFeeFixed: "0.0000000",
      exchangeSellerFeePercent: "0.1000",
    });
  });

  it("answers 404 for an asset without fee settings", async () => {
    const response = await app.inject({ url: "/api/feesetting-levels/asset-fee?asset_code=NOPE" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: "NOT_FOUND", message: "No fee settings for NOPE" });
  });
});
