import type { TAnchorChain, TAnchorStatus } from "@sextant/core";
import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Hex } from "viem";
import type { Database } from "../../db/database";
import { anchorStellarPayments, anchorTransactions } from "../../db/schema";
import type { AnchorKeys } from "./anchor-keys";
import { type AnchorRow, transition } from "./anchor-records";
import type { AnchorChains, ChainRuntime } from "./chains/anchor-chains";
import type { Changed } from "./deposit-watcher";

export interface PayoutContext {
  db: Database;
  /** The receiving account (issuer) of an asset, which refunds a failed payout. */
  issuerOf(code: string): string;
  chains: AnchorChains;
  keys: AnchorKeys;
  log: FastifyBaseLogger;
}

const changedOf = (row: AnchorRow): Changed => ({
  id: row.id,
  account: row.account,
  kind: "withdrawal",
  status: row.status,
  assetCode: row.assetCode,
});

/**
 * Pays withdrawals out on their chain, at most once each. A payout is signed from the hot wallet, and its raw bytes,
 * hash and nonce are stored with the move `pending_anchor` → `pending_external` (a conditional update) before it
 * is broadcast. Whatever happens after that — a crash between the broadcast and anything else, a lost answer —
 * the next pass finds the row in `pending_external` and looks the stored hash up on the chain: unknown → the same
 * signed bytes are broadcast again (same nonce, so the chain can never apply two), mined and confirmed →
 * `completed`, reverted → `error` for an administrator.
 */
export async function payOut(context: PayoutContext): Promise<Changed[]> {
  const changed: Changed[] = [];
  for (const runtime of context.chains.all()) {
    for (const row of await rowsOf(context.db, runtime.chain, "pending_external")) {
      const result = await follow(context, runtime, row);
      if (result) changed.push(changedOf(result));
    }
    for (const row of await rowsOf(context.db, runtime.chain, "pending_anchor")) {
      const result = await pay(context, runtime, row);
      if (result) changed.push(changedOf(result));
    }
  }
  return changed;
}

function rowsOf(db: Database, chain: TAnchorChain, status: string): Promise<AnchorRow[]> {
  return db
    .select()
    .from(anchorTransactions)
    .where(
      and(
        eq(anchorTransactions.kind, "withdrawal"),
        eq(anchorTransactions.chain, chain),
        eq(anchorTransactions.status, status),
      ),
    )
    .orderBy(asc(anchorTransactions.payoutNonce), asc(anchorTransactions.updatedAt))
    .limit(50);
}

/** The next nonce: after the chain's pending count and after every payout we signed and have not seen mined. */
export async function nextNonce(db: Database, runtime: ChainRuntime, address: Hex): Promise<number> {
  const chainNonce = await runtime.evm.client.getTransactionCount({ address, blockTag: "pending" });
  const [stored] = await db
    .select({ max: sql<number | null>`max(${anchorTransactions.payoutNonce})` })
    .from(anchorTransactions)
    .where(
      and(
        eq(anchorTransactions.kind, "withdrawal"),
        eq(anchorTransactions.chain, runtime.chain),
        inArray(anchorTransactions.status, ["pending_external"]),
        isNotNull(anchorTransactions.payoutNonce),
      ),
    );
  const afterStored = stored?.max === null || stored?.max === undefined ? 0 : Number(stored.max) + 1;
  return Math.max(chainNonce, afterStored);
}

async function pay(
  context: PayoutContext,
  runtime: ChainRuntime,
  row: AnchorRow,
): Promise<AnchorRow | undefined> {
  const token = runtime.tokens.find((candidate) => candidate.assetCode === row.assetCode);
  if (!token || !row.toAddress || !row.chainUnits) return undefined;
  const hot = context.keys.hotWallet(runtime.chain);
  let signed: { raw: Hex; hash: Hex; nonce: number };
  try {
    const nonce = await nextNonce(context.db, runtime, hot.address);
    signed = await runtime.evm.signTokenTransfer(
      hot,
      token.contract,
      row.toAddress as Hex,
      BigInt(row.chainUnits),
      nonce,
    );
  } catch (error) {
    // Gas estimation fails when the hot wallet cannot pay (tokens or gas): the row waits for the next pass.
    context.log.warn({ err: error, id: row.id }, "anchor payout could not be signed yet");
    return undefined;
  }
  const claimed = await transition(context.db, row, "pending_external", {
    payoutRaw: signed.raw,
    payoutNonce: signed.nonce,
    externalTransactionId: signed.hash,
    fromAddress: hot.address.toLowerCase(),
  });
  if (!claimed) return undefined;
  try {
    await runtime.evm.broadcast(signed.raw);
  } catch (error) {
    context.log.warn(
      { err: error, id: row.id },
      "anchor payout broadcast failed; it is retried from the stored bytes",
    );
  }
  return claimed;
}

async function follow(
  context: PayoutContext,
  runtime: ChainRuntime,
  row: AnchorRow,
): Promise<AnchorRow | undefined> {
  if (!row.externalTransactionId || !row.payoutRaw) return undefined;
  const state = await runtime.evm.transactionState(row.externalTransactionId as Hex);
  if (state.state === "unknown") {
    // Its nonce already used by another transaction of the hot wallet: these bytes can never apply, so the payout
    // is signed afresh (nothing was paid). Otherwise the same bytes go out again.
    const hot = context.keys.hotWallet(runtime.chain).address;
    const mined = await runtime.evm.client.getTransactionCount({ address: hot, blockTag: "latest" });
    if (row.payoutNonce !== null && mined > row.payoutNonce) {
      return transition(
        context.db,
        row,
        "pending_anchor",
        { payoutRaw: null, payoutNonce: null, externalTransactionId: null },
        ["pending_external"],
      );
    }
    await runtime.evm.broadcast(row.payoutRaw as Hex);
    return undefined;
  }
  if (state.state === "pending") return undefined;
  if (!state.success) return failPayout(context, row);
  if (state.confirmations < runtime.confirmations) return undefined;
  return transition(context.db, row, "completed", {}, ["pending_external"]);
}

/** Prefix of the refund rows of failed payouts in `anchor_stellar_payments`. */
export const FAILED_PAYOUT_REFUND = "payout-failed:";

/**
 * A payout the chain reverted paid nothing: the withdrawal moves to `error` and its payment is refunded.
 */
function failPayout(context: PayoutContext, row: AnchorRow): Promise<AnchorRow | undefined> {
  return refundWithdrawal(context, row, ["pending_external"], {
    message: "The payout was refused by the chain; your payment is refunded.",
    reason: "The payout was refused by the chain.",
  });
}

/**
 * Ends a withdrawal that will not be paid out (from one of `from`) in `error` and, in the same database
 * transaction, makes the user's payment (amount + fee) due for a refund; once refunded the withdrawal is
 * `refunded`. Answers undefined when the row had already moved on.
 */
export async function refundWithdrawal(
  context: Pick<PayoutContext, "db" | "issuerOf">,
  row: AnchorRow,
  from: TAnchorStatus[],
  text: { message: string; reason: string },
): Promise<AnchorRow | undefined> {
  return context.db.transaction(async (tx) => {
    const failed = await transition(tx, row, "error", { message: text.message }, from);
    if (!failed) return undefined;
    const issuer = context.issuerOf(row.assetCode);
    await tx
      .insert(anchorStellarPayments)
      .values({
        id: `${FAILED_PAYOUT_REFUND}${row.id}`,
        transactionHash: row.stellarTransactionId ?? "",
        receiver: issuer,
        sender: row.account,
        asset: `${row.assetCode}:${issuer}`,
        amount: row.amountIn ?? 0n,
        withdrawalId: row.id,
        status: "refund_due",
        refundAmount: row.amountIn ?? 0n,
        refundReason: text.reason,
      })
      .onConflictDoNothing();
    return failed;
  });
}
