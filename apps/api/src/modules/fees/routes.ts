import {
  ErrorCode,
  ZApiError,
  ZGetAssetFeeRequest,
  ZGetAssetFeeResponse,
  ZGetStellarFeeResponse,
} from "@sextant/core";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { feeLevels } from "../../db/schema";
import { AppError } from "../../errors";
import { networkFees } from "./network-fees";

export const feeRoutes: FastifyPluginAsyncZod<{ feeAccount: string }> = async (app, { feeAccount }) => {
  app.get(
    "/feesetting-levels/stellar-fee",
    { schema: { tags: ["fees"], summary: "Network fee levels", response: { 200: ZGetStellarFeeResponse } } },
    async () => {
      const fees = await networkFees(app.horizon);
      return {
        fee: String(fees.base),
        fee_min: String(fees.low),
        fee_avg: String(fees.medium),
        fee_max: String(fees.high),
      };
    },
  );

  app.get(
    "/feesetting-levels/asset-fee",
    {
      schema: {
        tags: ["fees"],
        summary: "The operator's fees for one asset",
        querystring: ZGetAssetFeeRequest,
        response: { 200: ZGetAssetFeeResponse, 404: ZApiError },
      },
    },
    async (request) => {
      const code = request.query.asset_code.toUpperCase();
      const [level] = await app.database.db.select().from(feeLevels).where(eq(feeLevels.assetCode, code));
      if (!level) throw new AppError(ErrorCode.NotFound, `No fee settings for ${code}`);
      const { assetCode: _code, ...levelfee } = level;
      return {
        fee: "0",
        assetFeeCollectionAddress: feeAccount,
        ExchangeFinalFeeAddPub: feeAccount,
        levelfee,
      };
    },
  );
};
