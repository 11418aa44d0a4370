import { z } from "zod";
import { ZAssetCode } from "../../validators/request-fields";
import { ZPublicKey } from "../../validators/stellar-keys";

/**
 * POST /api/demo/faucet — on the standalone network only: sends the account about 100 USD worth of one of the
 * operator's assets from the distribution account (the account must trust it first). The XLM faucet is the
 * ledger's own friendbot.
 */
export const ZPostTestFaucetRequest = z.object({
  account: ZPublicKey,
  assetCode: ZAssetCode,
});
export type TPostTestFaucetRequest = z.infer<typeof ZPostTestFaucetRequest>;

export const ZPostTestFaucetResponse = z.object({
  hash: z.string(),
  amount: z.string(),
  assetCode: z.string(),
  assetIssuer: z.string(),
});
export type TPostTestFaucetResponse = z.infer<typeof ZPostTestFaucetResponse>;
