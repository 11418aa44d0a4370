import { randomUUID } from "node:crypto";
import { ErrorCode, feeText, type TAnchorChain, type TDepositInfo } from "@sextant/core";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { anchorTransactions } from "../../db/schema";
import { AppError } from "../../errors";
import type { AnchorKeys } from "./anchor-keys";
import type { AnchorRow } from "./anchor-records";
import type { AnchorChains } from "./chains/anchor-chains";
import { displayAddress } from "./chains/chain-address";
import { depositAddressOf } from "./deposit-addresses";
import { servedTerms } from "./withdrawals";

export interface DepositContext {
  db: Database;
  chains: AnchorChains;
  keys: AnchorKeys;
}

/** `chainshort` as the spec's app sends it: ERC/TRC (TRX always uses TRC), or the chain's full name. */
export function chainOf(chainshort: string | undefined, assetCode: string): TAnchorChain | undefined {
  if (assetCode.toUpperCase() === "TRX") return "TRC20";
  if (!chainshort) return undefined;
  return chainshort.startsWith("TRC") ? "TRC20" : "ERC20";
}

/** The deposit info of spec doc 2 §3 for the account on `chain`: its address, the fee and the minimum. */
export async function depositInfo(
  context: DepositContext,
  account: string,
  assetCode: string,
  chain: TAnchorChain,
): Promise<TDepositInfo> {
  const terms = servedTerms(assetCode, "Deposits");
  if (!terms.chains.includes(chain)) {
    throw new AppError(ErrorCode.ValidationFailed, `${terms.code} is not deposited over ${chain}.`);
  }
  const runtime = context.chains.get(chain);
  const token = context.chains.token(chain, terms.code);
  if (!runtime || !token) {
    throw new AppError(
      ErrorCode.Unavailable,
      `Deposits of ${terms.code} over ${chain} are not available right now.`,
    );
  }
  const address = await depositAddressOf(context.db, context.keys, account, chain);
  return {
    how: displayAddress(chain, address),
    chain,
    fee_fixed: terms.deposit.fixed,
    fee_percent: terms.deposit.percent,
    fee_text: feeText(terms.deposit, terms.code),
    deposit_min: terms.deposit.min,
    confirmations: runtime.confirmations,
    token_contract: displayAddress(chain, token.contract),
  };
}

/**
 * A deposit transaction: with a chain it waits for the transfer (`pending_user_transfer_start`); without one it is
 * `incomplete` until the interactive page chooses the chain. An account's open deposit of the same asset and chain
 * is reused, so opening the deposit tab again does not pile up rows.
 */
export async function startDeposit(
  context: DepositContext,
  account: string,
  assetCode: string,
  chain: TAnchorChain | undefined,
  tokenHash: string,
  tokenExpiresAt: Date,
): Promise<AnchorRow> {
  const code = servedTerms(assetCode, "Deposits").code;
  if (chain) {
    const [open] = await context.db
      .select()
      .from(anchorTransactions)
      .where(
        and(
          eq(anchorTransactions.kind, "deposit"),
          eq(anchorTransactions.account, account),
          eq(anchorTransactions.assetCode, code),
          eq(anchorTransactions.chain, chain),
          eq(anchorTransactions.status, "pending_user_transfer_start"),
        ),
      )
      .limit(1);
    if (open) {
      const [renewed] = await context.db
        .update(anchorTransactions)
        .set({ tokenHash, tokenExpiresAt, updatedAt: sql`now()` })
        .where(eq(anchorTransactions.id, open.id))
        .returning();
      return renewed ?? open;
    }
  }
  const [row] = await context.db
    .insert(anchorTransactions)
    .values({
      id: randomUUID(),
      kind: "deposit",
      status: chain ? "pending_user_transfer_start" : "incomplete",
      account,
      assetCode: code,
      chain: chain ?? null,
      tokenHash,
      tokenExpiresAt,
    })
    .returning();
  if (!row) throw new Error("The deposit was not recorded");
  return row;
}
