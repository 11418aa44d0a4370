import {
  isAboveNisab,
  isoDay,
  type TNewNotification,
  type TZakatCheckResult,
  toStroops,
  zakatAmount,
  zakatDueAt,
} from "@sextant/core";
import type { Horizon } from "@stellar/stellar-sdk";
import { and, eq, isNull } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/database";
import { zakatOptIns, zakatRecords, zakatYearChecks } from "../../db/schema";
import { isNotFound } from "../../ledger/horizon";
import type { PriceService } from "../catalogue/price-service";
import { assetOfRecord, ledgerNow } from "./ledger-time";
import { readZakatConfig } from "./reward-settings";
import { zakatMemo } from "./zakat-records";

export interface ZakatCheckDeps {
  db: Database;
  horizon: Horizon.Server;
  prices: PriceService;
  /** The operator's distribution account: the zakat address until an administrator sets another. */
  defaultAddress: string;
  notify: (input: TNewNotification) => Promise<unknown>;
  log: FastifyBaseLogger;
}

/**
 * The yearly zakat check (document 2 §9): when the ledger's clock is in Ramadan (Umm al-Qura), writes for each
 * account that agreed, and each asset it holds whose USD value reaches the Nisab, one unpaid record of
 * percentage / 100 × balance (rounded down to the stroop). Safe to run any number of times and in several
 * processes: a record is unique per account, asset and Hijri year, and only a newly written one is announced.
 */
export async function runZakatCheck(deps: ZakatCheckDeps): Promise<TZakatCheckResult> {
  const { db, horizon } = deps;
  const now = await ledgerNow(horizon);
  const due = zakatDueAt(now);
  const result = { ledgerTime: now.toISOString(), dueHijriYear: due?.hijriYear ?? null, written: 0 };
  if (!due) return result;
  const config = await readZakatConfig(db, deps.defaultAddress);
  if (!config.isZakatEnabled) return result;

  const nisab = Number(config.nisabUsd);
  const quotes = await deps.prices.quotes();
  // Accounts that agreed and were not weighed yet for this Hijri year.
  const accounts = await db
    .select({ account: zakatOptIns.account })
    .from(zakatOptIns)
    .leftJoin(
      zakatYearChecks,
      and(eq(zakatYearChecks.account, zakatOptIns.account), eq(zakatYearChecks.hijriYear, due.hijriYear)),
    )
    .where(and(eq(zakatOptIns.enabled, true), isNull(zakatYearChecks.account)));

  for (const { account } of accounts) {
    let balances: Horizon.HorizonApi.BalanceLine[] = [];
    try {
      balances = (await horizon.loadAccount(account)).balances;
    } catch (error) {
      if (!isNotFound(error)) throw error; // not funded: holds nothing
    }
    for (const line of balances) {
      if (line.asset_type === "liquidity_pool_shares") continue;
      const held = assetOfRecord(line);
      if (!held || toStroops(line.balance) <= 0n) continue;
      const issuer = held.asset === "XLM" ? "" : held.asset.slice(held.code.length + 1);
      const quote = quotes.get(`${held.code}:${issuer}`);
      // An asset without a trusted USD price (docs/prices.md) cannot be weighed against the Nisab: it is left out,
      // not guessed, so a manipulated market can neither raise nor lower anyone's zakat.
      if (!quote?.trusted) continue;
      if (!isAboveNisab(Number(line.balance) * quote.usd, nisab)) continue;
      const amount = zakatAmount(line.balance, config.percentage);
      if (toStroops(amount) <= 0n) continue;
      const inserted = await db
        .insert(zakatRecords)
        .values({
          account,
          coinCode: held.code,
          asset: held.asset,
          totalAmount: line.balance,
          zakatAmount: amount,
          zakatPercentage: config.percentage,
          year: due.year,
          hijriYear: due.hijriYear,
          distAccount: config.zakatAddress,
          memo: zakatMemo(due.hijriYear, held.code),
        })
        .onConflictDoNothing()
        .returning({ id: zakatRecords.id });
      if (inserted.length === 0) continue;
      result.written++;
      await deps
        .notify({
          account,
          title: "Zakat is due",
          text: `${held.code}: ${amount} zakat for ${due.year} (Ramadan ${due.hijriYear}, from ${isoDay(due.ramadanStart)}).`,
          path: "/profileScreen?section=zakat",
          objectId: String(inserted[0]?.id ?? ""),
        })
        .catch((error: unknown) => deps.log.warn({ err: error }, "zakat notification failed"));
    }
    // Weighed: later checks this Ramadan leave the account alone (its records are unique anyway).
    await db.insert(zakatYearChecks).values({ account, hijriYear: due.hijriYear }).onConflictDoNothing();
  }
  if (result.written > 0) deps.log.info({ written: result.written, year: due.year }, "zakat records written");
  return result;
}

/** Whether `account` has agreed to pay zakat. */
export async function isOptedIn(db: Database, account: string): Promise<boolean> {
  const [row] = await db
    .select({ enabled: zakatOptIns.enabled })
    .from(zakatOptIns)
    .where(and(eq(zakatOptIns.account, account), eq(zakatOptIns.enabled, true)));
  return row !== undefined;
}
