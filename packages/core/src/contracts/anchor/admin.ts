import { z } from "zod";
import { text } from "../../validators/request-fields";
import { ZAnchorChain, ZAnchorKind, ZAnchorStatus, ZAnchorTransaction } from "./sep24";

/** GET /api/admin/anchor/transactions — every account's anchored transactions, newest first. */
export const ZAdminAnchorTransactionsRequest = z.object({
  kind: ZAnchorKind.optional(),
  status: ZAnchorStatus.optional(),
  paging_id: text(64).optional(),
});
export const ZAdminAnchorTransaction = ZAnchorTransaction.extend({
  account: z.string(),
  chain_explorer_url: z
    .string()
    .nullable()
    .describe("The chain transaction, where the chain has an explorer"),
  ledger_url: z.string().nullable().describe("The Stellar transaction on Horizon"),
  refund_transaction_id: z.string().nullable(),
});
export const ZAdminAnchorTransactionsResponse = z.object({
  transactions: z.array(ZAdminAnchorTransaction),
  has_more: z.boolean(),
});

/** POST /api/admin/anchor/transactions/{id}/refund — a withdrawal paid for but never paid out is refunded. */
export const ZAdminAnchorRefundParams = z.object({ id: text(64, { min: 1 }) });
export const ZAdminAnchorRefundResponse = z.object({ id: z.string(), status: ZAnchorStatus });

/** GET /api/admin/anchor/reconciliation — the latest reconciler pass; POST … runs one now. */
export const ZReconciliationLine = z.object({
  asset_code: z.string(),
  chains: z.array(
    z.object({
      chain: ZAnchorChain,
      hot_wallet: z.string(),
      hot_wallet_balance: z.string(),
      deposit_addresses_balance: z.string().describe("Tokens not yet swept from the deposit addresses"),
    }),
  ),
  holdings: z.string().describe("Tokens the anchor holds on every chain, in 7 decimals"),
  issued_supply: z.string().describe("The asset's whole supply on the ledger (the demo world's included)"),
  anchored_liability: z
    .string()
    .describe("Credited deposits minus paid-out withdrawals: what the holdings must cover"),
  drift: z.string().describe("holdings − anchored_liability; negative is an alert"),
  ok: z.boolean(),
});
export const ZReconciliationResponse = z.object({
  checked_at: z.string().nullable(),
  lines: z.array(ZReconciliationLine),
  alerts: z.array(z.string()),
});
export type TReconciliationResponse = z.infer<typeof ZReconciliationResponse>;
export type TReconciliationLine = z.infer<typeof ZReconciliationLine>;
