import { z } from "zod";
import { text } from "../../validators/request-fields";

/** GET /api/feesetting-levels/stellar-fee — the network fee per operation, in stroops, for each fee level. */
export const ZGetStellarFeeResponse = z
  .object({
    fee: z.string().describe("The network's base fee per operation, stroops"),
    fee_min: z.string().describe("Low (default)"),
    fee_avg: z.string().describe("Medium"),
    fee_max: z.string().describe("High"),
  })
  .meta({ id: "StellarFee" });
export type TGetStellarFeeResponse = z.infer<typeof ZGetStellarFeeResponse>;

/** GET /api/feesetting-levels/asset-fee?asset_code=XLM — the operator's fees for one asset. */
export const ZGetAssetFeeRequest = z.object({
  asset_code: text(12, { min: 1, message: "asset_code is required" }),
});

export const ZLevelFee = z.object({
  swapFeeFixed: z.string(),
  swapFeePercent: z.string(),
  sendBalanceFeeFixed: z.string(),
  sendBalanceFeePercent: z.string(),
  exchangeSellerFeeFixed: z.string(),
  exchangeSellerFeePercent: z.string(),
});
export type TLevelFee = z.infer<typeof ZLevelFee>;

export const ZGetAssetFeeResponse = z
  .object({
    fee: z.string().describe("Deposit fee; '0' means none"),
    assetFeeCollectionAddress: z.string().describe("Account the operator's fees are paid to"),
    ExchangeFinalFeeAddPub: z.string(),
    levelfee: ZLevelFee,
  })
  .meta({ id: "AssetFee" });
export type TGetAssetFeeResponse = z.infer<typeof ZGetAssetFeeResponse>;
