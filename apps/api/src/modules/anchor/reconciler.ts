import {
  chainUnitsToStroops,
  fromStroops,
  type TReconciliationLine,
  type TReconciliationResponse,
} from "@sextant/core";
import type { Horizon } from "@stellar/stellar-sdk";
import { desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { anchorDepositAddresses, anchorReconciliations, anchorTransactions } from "../../db/schema";
import { ANCHOR_ASSETS } from "./anchor-assets";
import type { AnchorKeys } from "./anchor-keys";
import type { AnchorChains } from "./chains/anchor-chains";
import { displayAddress } from "./chains/chain-address";

export interface ReconcileContext {
  db: Database;
  horizon: Horizon.Server;
  chains: AnchorChains;
  keys: AnchorKeys;
  issuerOf(code: string): string;
}

/**
 * One reconciler pass: per served asset, the tokens the anchor holds on its chains (hot wallet + deposit addresses
 * not yet swept) against the anchored liability (deposits credited on the ledger minus withdrawals whose payout
 * was signed). Holdings below the liability are drift: an alert is stored and shown to administrators. The ledger's
 * whole issued supply is reported beside it (on the standalone network it includes the demo world's units).
 */
export async function reconcile(context: ReconcileContext): Promise<TReconciliationResponse> {
  const { db } = context;
  const lines: TReconciliationLine[] = [];
  const alerts: string[] = [];
  for (const terms of ANCHOR_ASSETS) {
    const chains: TReconciliationLine["chains"] = [];
    let holdings = 0n;
    for (const chain of terms.chains) {
      const runtime = context.chains.get(chain);
      const token = context.chains.token(chain, terms.code);
      if (!runtime || !token) continue;
      const hot = context.keys.hotWallet(chain).address;
      const hotUnits = await runtime.evm.tokenBalance(token.contract, hot);
      const addresses = await db
        .select({ address: anchorDepositAddresses.address })
        .from(anchorDepositAddresses)
        .where(eq(anchorDepositAddresses.chain, chain));
      let depositUnits = 0n;
      for (const { address } of addresses) {
        if (address) depositUnits += await runtime.evm.tokenBalance(token.contract, address as `0x${string}`);
      }
      const hotStroops = chainUnitsToStroops(hotUnits, token.decimals).stroops;
      const depositStroops = chainUnitsToStroops(depositUnits, token.decimals).stroops;
      holdings += hotStroops + depositStroops;
      chains.push({
        chain,
        hot_wallet: displayAddress(chain, hot),
        hot_wallet_balance: fromStroops(hotStroops),
        deposit_addresses_balance: fromStroops(depositStroops),
      });
    }
    const [sums] = await db
      .select({
        credited: sql<string>`coalesce(sum(case when ${anchorTransactions.kind} = 'deposit' and ${anchorTransactions.status} in ('pending_stellar', 'pending_trust', 'completed') then ${anchorTransactions.amountOut} else 0 end), 0)`,
        paid: sql<string>`coalesce(sum(case when ${anchorTransactions.kind} = 'withdrawal' and ${anchorTransactions.status} in ('pending_external', 'completed') then ${anchorTransactions.amountOut} else 0 end), 0)`,
      })
      .from(anchorTransactions)
      .where(eq(anchorTransactions.assetCode, terms.code));
    const liability = BigInt(sums?.credited ?? "0") - BigInt(sums?.paid ?? "0");
    const drift = holdings - liability;
    const issued = await issuedSupply(context, terms.code);
    lines.push({
      asset_code: terms.code,
      chains,
      holdings: fromStroops(holdings),
      issued_supply: issued,
      anchored_liability: fromStroops(liability),
      drift: fromStroops(drift),
      ok: drift >= 0n,
    });
    if (drift < 0n) {
      alerts.push(
        `${terms.code}: the chains hold ${fromStroops(holdings)} against ${fromStroops(liability)} owed (${fromStroops(drift)}).`,
      );
    }
  }
  const [stored] = await db.insert(anchorReconciliations).values({ lines, alerts }).returning();
  return { checked_at: stored?.checkedAt.toISOString() ?? null, lines, alerts };
}

async function issuedSupply(context: ReconcileContext, code: string): Promise<string> {
  try {
    const page = await context.horizon.assets().forCode(code).forIssuer(context.issuerOf(code)).call();
    const record = page.records[0] as unknown as
      | { amount?: string; balances?: { authorized?: string } }
      | undefined;
    return record?.amount ?? record?.balances?.authorized ?? "0.0000000";
  } catch {
    return "0.0000000";
  }
}

export async function latestReconciliation(db: Database): Promise<TReconciliationResponse> {
  const [row] = await db
    .select()
    .from(anchorReconciliations)
    .orderBy(desc(anchorReconciliations.id))
    .limit(1);
  if (!row) return { checked_at: null, lines: [], alerts: [] };
  return {
    checked_at: row.checkedAt.toISOString(),
    lines: row.lines as TReconciliationLine[],
    alerts: row.alerts as string[],
  };
}
