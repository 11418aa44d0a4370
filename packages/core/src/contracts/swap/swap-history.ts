import { z } from "zod";
import { text, ZAmount, ZTransactionHash } from "../../validators/request-fields";
import { ZPublicKey } from "../../validators/stellar-keys";

const amount = ZAmount;

/**
 * POST /api/swap/create (signed in; `account` must be the caller) — records a swap after its transaction was
 * submitted. The API re-reads `trxId` from the ledger and records the amounts the ledger shows.
 * Assets are "XLM" or "CODE:ISSUER".
 */
export const ZPostSwapCreateRequest = z.object({
  fromAmount: amount,
  fee: amount,
  // What the client reports; the API records the assets the ledger shows.
  fromAsset: text(69, { min: 1 }),
  toAsset: text(69, { min: 1 }),
  toAmount: amount,
  createdAt: text(40),
  account: ZPublicKey,
  trxId: ZTransactionHash,
});
export type TPostSwapCreateRequest = z.infer<typeof ZPostSwapCreateRequest>;

export const ZSwapRecord = z
  .object({
    id: z.number().int(),
    account: z.string(),
    trxId: z.string(),
    fromAsset: z.string(),
    toAsset: z.string(),
    fromAmount: z.string(),
    toAmount: z.string(),
    fee: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: "SwapRecord" });
export type TSwapRecord = z.infer<typeof ZSwapRecord>;

/** GET /api/swap/history?take=20&skip=0 (signed in) — the caller's swaps, newest first. */
export const ZGetSwapHistoryRequest = z.object({
  take: z.coerce.number().int().min(1).max(200).default(20),
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export const ZGetSwapHistoryResponse = z.object({ items: z.array(ZSwapRecord), total: z.number().int() });
export type TGetSwapHistoryResponse = z.infer<typeof ZGetSwapHistoryResponse>;
