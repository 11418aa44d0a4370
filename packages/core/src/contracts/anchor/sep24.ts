import { z } from "zod";
import { ANCHOR_KINDS, ANCHOR_STATUSES } from "../../anchor/statuses";
import { ANCHOR_CHAINS } from "../../anchor/withdraw-form";
import { text, ZAmount, ZAssetCode } from "../../validators/request-fields";
import { ZPublicKey } from "../../validators/stellar-keys";

/**
 * The anchor's API (spec doc 2 §7 'Deposits and withdrawals') and the standard SEP-24 endpoints under the same
 * base, `TRANSFER_SERVER_SEP0024` = `https://{home domain}/api/sep24`. The spec's app and any SEP-24 wallet use the
 * same routes: the app's extra fields (`chainshort`, `dest`, `isTrc20`) make a request complete at once, without
 * them the answer is SEP-24's interactive URL. Amounts are decimal strings with at most 7 decimals.
 */
export const ZAnchorChain = z.enum(ANCHOR_CHAINS);
export const ZAnchorStatus = z.enum(ANCHOR_STATUSES);
export const ZAnchorKind = z.enum(ANCHOR_KINDS);

/** `kind` as the spec's app sends it ("withdraw") or as SEP-24 does ("withdrawal"). */
export const ZAnchorKindQuery = z
  .enum(["deposit", "withdraw", "withdrawal"])
  .transform((kind) => (kind === "withdraw" ? "withdrawal" : kind));

/** A transaction in SEP-24's field set plus the spec's history fields (finalAmount, asset_code, chain). */
export const ZAnchorTransaction = z
  .object({
    id: z.string(),
    kind: ZAnchorKind,
    status: ZAnchorStatus,
    status_group: z.enum(["pending", "completed", "error"]).describe("How the spec displays the status"),
    status_eta: z.number().int().nullable(),
    more_info_url: z.string(),
    asset_code: z.string(),
    chain: ZAnchorChain.nullable(),
    amount_in: z.string().nullable(),
    amount_in_asset: z.string().nullable(),
    amount_out: z.string().nullable(),
    amount_out_asset: z.string().nullable(),
    amount_fee: z.string().nullable(),
    amount_fee_asset: z.string().nullable(),
    finalAmount: z.string().nullable().describe("What reaches the user: amount_out"),
    started_at: z.string(),
    updated_at: z.string(),
    completed_at: z.string().nullable(),
    stellar_transaction_id: z.string().nullable(),
    external_transaction_id: z.string().nullable(),
    message: z.string().nullable(),
    refunded: z.boolean(),
    from: z.string().nullable(),
    to: z.string().nullable(),
    deposit_memo: z.string().nullable(),
    deposit_memo_type: z.string().nullable(),
    withdraw_anchor_account: z.string().nullable(),
    withdraw_memo: z.string().nullable(),
    withdraw_memo_type: z.string().nullable(),
    claimable_balance_id: z.string().nullable(),
  })
  .meta({ id: "AnchorTransaction" });
export type TAnchorTransaction = z.infer<typeof ZAnchorTransaction>;

/** GET /api/sep24/transactions?asset_code&kind&paging_id (spec) — also SEP-24's /transactions (limit, no_older_than). */
export const ZGetAnchorTransactionsRequest = z.object({
  asset_code: ZAssetCode.optional(),
  kind: ZAnchorKindQuery.optional(),
  paging_id: text(64).optional().describe("The id of the last transaction of the previous page"),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  no_older_than: z.iso.datetime({ offset: true }).optional(),
});
export type TGetAnchorTransactionsRequest = z.infer<typeof ZGetAnchorTransactionsRequest>;
export const ZGetAnchorTransactionsResponse = z.object({
  transactions: z.array(ZAnchorTransaction),
  has_more: z.boolean().describe("True when another page follows: the list shows 'Show more'"),
});
export type TGetAnchorTransactionsResponse = z.infer<typeof ZGetAnchorTransactionsResponse>;

/** GET /api/sep24/overalltransactions?paging_id — deposits and withdrawals of every asset. */
export const ZGetOverallTransactionsRequest = z.object({ paging_id: text(64).optional() });

/** GET /api/sep24/transaction?id|stellar_transaction_id|external_transaction_id (SEP-24). */
export const ZGetAnchorTransactionRequest = z.object({
  id: text(64).optional(),
  stellar_transaction_id: text(64).optional(),
  external_transaction_id: text(100).optional(),
});
export const ZGetAnchorTransactionResponse = z.object({ transaction: ZAnchorTransaction });

/** POST /api/sep24/transactions/deposit/interactive — JSON or form body. */
export const ZPostDepositInteractiveRequest = z.object({
  asset_code: ZAssetCode,
  account: ZPublicKey.optional().describe("Defaults to the signed-in account; must be that account"),
  chainshort: z
    .enum(["ERC", "TRC", "ERC20", "TRC20"])
    .optional()
    .describe("The spec's app: the chain whose deposit address to answer at once (TRX uses TRC)"),
  amount: ZAmount.optional(),
  lang: text(10).optional(),
});
export type TPostDepositInteractiveRequest = z.infer<typeof ZPostDepositInteractiveRequest>;

/** Deposit info (spec doc 2 §3): the address on the chain, the fee and the minimum. */
export const ZDepositInfo = z.object({
  how: z.string().describe("The deposit address on the chain (0x… or T…)"),
  chain: ZAnchorChain,
  fee_fixed: z.string(),
  fee_percent: z.string(),
  fee_text: z.string().describe("'fixed + percent' as the deposit screen shows it"),
  deposit_min: z.string(),
  confirmations: z.number().int().describe("Confirmations the chain transfer needs before it is credited"),
  token_contract: z.string().describe("The token contract the deposit must be a transfer of"),
});
export type TDepositInfo = z.infer<typeof ZDepositInfo>;

export const ZPostInteractiveResponse = z.object({
  type: z.literal("interactive_customer_info_needed"),
  url: z.string().describe("The interactive page with a one-time token"),
  id: z.string(),
  deposit: ZDepositInfo.optional().describe("With chainshort: the deposit address at once"),
  how: z
    .string()
    .optional()
    .describe("With chainshort: deposit.how, at the top level as the spec's Deposit info"),
  fee_fixed: z.string().optional(),
  fee_percent: z.string().optional(),
  deposit_min: z.string().optional(),
  account_id: z.string().optional().describe("With dest and amount: where to send amount + fee"),
  memo: z.string().optional().describe("With dest and amount: the text memo of that payment"),
  memo_type: z.literal("text").optional(),
  amount: z.string().optional(),
  fee: z.string().optional(),
  total: z.string().optional(),
});
export type TPostInteractiveResponse = z.infer<typeof ZPostInteractiveResponse>;

/** POST /api/sep24/transactions/withdraw/interactive — JSON or form body. */
export const ZPostWithdrawInteractiveRequest = z.object({
  asset_code: ZAssetCode,
  account: ZPublicKey.optional(),
  amount: text(40)
    .optional()
    .describe(
      "Checked by the API with the withdraw form's rules, so an empty amount gets the spec's message",
    ),
  dest: text(64).optional().describe("The spec's app: the address on the chain to pay out to"),
  isTrc20: z
    .union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")])
    .optional()
    .describe("The spec's app: pay out on TRC20 (else ERC20); must agree with the address"),
  lang: text(10).optional(),
});
export type TPostWithdrawInteractiveRequest = z.infer<typeof ZPostWithdrawInteractiveRequest>;

/** GET /api/sep24/feeForFrontend?asset_code — the fees the deposit and withdraw screens show. */
export const ZGetAnchorFeeRequest = z.object({ asset_code: ZAssetCode });
export const ZAnchorFeeResponse = z.object({
  asset_code: z.string(),
  fee: z
    .string()
    .describe("Withdraw fee for the spec's app: service fixed + blockchain fee (percent separately)"),
  deposit: z.object({ fee_fixed: z.string(), fee_percent: z.string(), min: z.string() }),
  withdraw: z.object({
    service_fee_fixed: z.string(),
    service_fee_percent: z.string(),
    blockchain_fee: z.string(),
    min: z.string(),
  }),
  chains: z.array(ZAnchorChain),
});
export type TAnchorFeeResponse = z.infer<typeof ZAnchorFeeResponse>;

/** GET /api/sep24/info (SEP-24). */
const ZAssetInfo = z.object({
  enabled: z.boolean(),
  min_amount: z.number().optional(),
  max_amount: z.number().optional(),
  fee_fixed: z.number().optional(),
  fee_percent: z.number().optional(),
});
export const ZSep24InfoResponse = z.object({
  deposit: z.record(z.string(), ZAssetInfo),
  withdraw: z.record(z.string(), ZAssetInfo),
  fee: z.object({ enabled: z.boolean() }),
  features: z.object({ account_creation: z.boolean(), claimable_balances: z.boolean() }),
});

/** The interactive page's calls, with the one-time token of the URL (`/sep24/interactive?token=…`). */
export const ZInteractiveTokenParams = z.object({ token: text(200, { min: 10 }) });
export const ZInteractiveSession = z.object({
  transaction: ZAnchorTransaction,
  account: z.string(),
  chains: z.array(ZAnchorChain),
  fees: ZAnchorFeeResponse,
});
export type TInteractiveSession = z.infer<typeof ZInteractiveSession>;
export const ZCompleteInteractiveDepositRequest = z.object({ chain: ZAnchorChain });
export const ZCompleteInteractiveWithdrawRequest = z.object({ dest: text(64), amount: text(40) });
export const ZCompleteInteractiveResponse = z.object({
  transaction: ZAnchorTransaction,
  deposit: ZDepositInfo.optional(),
});

/** POST /api/anchor/demo/simulate-deposit (standalone network only). */
export const ZSimulateDepositRequest = z.object({
  asset_code: ZAssetCode,
  chain: ZAnchorChain,
  amount: ZAmount,
});
export const ZSimulateDepositResponse = z.object({
  chain_transaction_id: z.string(),
  to: z.string(),
  amount: z.string(),
});
