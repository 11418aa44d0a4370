import {
  ErrorCode,
  isoDay,
  nextRamadan,
  nextZakatStatus,
  type TAddZakatHistoryRequest,
  type TGetZakatHistoryResponse,
  type TZakatPaymentInfo,
  type TZakatRecord,
  toStroops,
  ZakatStatus,
} from "@sextant/core";
import type { Horizon } from "@stellar/stellar-sdk";
import { and, count, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { zakatOptIns, zakatRecords } from "../../db/schema";
import { AppError } from "../../errors";
import { loadLedgerTransaction } from "../swap/ledger-transaction";
import { isUniqueViolation } from "../trade-fees/trade-fee-records";
import { assetOfRecord, ledgerNow } from "./ledger-time";
import { readZakatConfig } from "./reward-settings";
import { isOptedIn } from "./zakat-check";
import { toZakatRecord } from "./zakat-records";

const NO_RECORD = "No unpaid zakat record of this asset and year.";
const NOT_PAID = "This transaction does not pay the zakat of this record.";
const TX_USED = "This transaction already paid another zakat record.";

/** POST /zakat-history/ChangeZakatStatus: the caller agrees to (or stops) paying zakat. */
export async function changeZakatStatus(db: Database, account: string, status: boolean): Promise<boolean> {
  await db
    .insert(zakatOptIns)
    .values({ account, enabled: status })
    .onConflictDoUpdate({ target: zakatOptIns.account, set: { enabled: status, updatedAt: new Date() } });
  return status;
}

/** GET /zakat-history/getHistoryByAccountId: the caller's records, newest first, of one year when asked. */
export async function zakatHistoryOf(
  db: Database,
  account: string,
  query: { take: number; skip: number; year?: number },
): Promise<TGetZakatHistoryResponse> {
  const where =
    query.year === undefined
      ? eq(zakatRecords.account, account)
      : and(eq(zakatRecords.account, account), eq(zakatRecords.year, query.year));
  const [rows, [total], isZakatEnabled] = await Promise.all([
    db
      .select()
      .from(zakatRecords)
      .where(where)
      .orderBy(desc(zakatRecords.id))
      .limit(query.take)
      .offset(query.skip),
    db.select({ n: count() }).from(zakatRecords).where(where),
    isOptedIn(db, account),
  ]);
  return { isZakatEnabled, data: rows.map(toZakatRecord), total: total?.n ?? 0 };
}

/** GET /zakat-history/getZakatPaymentInfo: the configuration as the caller needs it, and the year's unpaid records. */
export async function zakatPaymentInfo(options: {
  db: Database;
  horizon: Horizon.Server;
  defaultAddress: string;
  account: string;
  year?: number;
}): Promise<TZakatPaymentInfo> {
  const { db, account } = options;
  const now = await ledgerNow(options.horizon).catch(() => new Date());
  const year = options.year ?? now.getUTCFullYear();
  const next = nextRamadan(now);
  const [config, optedIn, unpaid] = await Promise.all([
    readZakatConfig(db, options.defaultAddress),
    isOptedIn(db, account),
    db
      .select()
      .from(zakatRecords)
      .where(
        and(
          eq(zakatRecords.account, account),
          eq(zakatRecords.year, year),
          eq(zakatRecords.status, ZakatStatus.Unpaid),
        ),
      )
      .orderBy(zakatRecords.id),
  ]);
  return {
    year,
    featureEnabled: config.isZakatEnabled,
    isZakatEnabled: optedIn,
    percentage: config.percentage,
    distAccount: config.zakatAddress,
    nisabUsd: config.nisabUsd,
    nisabBasis: config.nisabBasis,
    nextRamadan: isoDay(next.ramadanStart),
    nextHijriYear: next.hijriYear,
    unpaid: unpaid.map(toZakatRecord),
  };
}

/**
 * POST /zakat-history/addZakatHistory: marks the caller's record of `asset` and `year` paid once the reported
 * transaction, re-read from the ledger, shows a successful payment from the caller to the record's
 * distribution account of exactly its amount and asset, with its memo. Reporting the same payment again answers
 * the paid record; a transaction pays one record only.
 */
export async function confirmZakatPayment(
  db: Database,
  horizon: Horizon.Server,
  body: TAddZakatHistoryRequest,
): Promise<TZakatRecord> {
  const [row] = await db
    .select()
    .from(zakatRecords)
    .where(
      and(
        eq(zakatRecords.account, body.account),
        eq(zakatRecords.asset, body.asset),
        eq(zakatRecords.year, body.year),
      ),
    )
    .orderBy(desc(zakatRecords.id))
    .limit(1);
  if (!row) throw new AppError(ErrorCode.NotFound, NO_RECORD);
  if (row.status === ZakatStatus.Paid) {
    if (row.stellarTxId === body.stellarTxId) return toZakatRecord(row);
    throw new AppError(ErrorCode.Conflict, "The zakat of this asset and year is already paid.");
  }
  if (body.distAccount !== row.distAccount || toStroops(body.zakatAmount) !== toStroops(row.zakatAmount)) {
    throw new AppError(ErrorCode.ValidationFailed, "The payment does not match this zakat record.");
  }

  const { transaction, operations } = await loadLedgerTransaction(horizon, body.stellarTxId);
  const pays = operations.some((operation) => {
    if (operation.type !== "payment") return false;
    const payment = operation as Horizon.ServerApi.PaymentOperationRecord;
    return (
      payment.from === row.account &&
      payment.to === row.distAccount &&
      assetOfRecord(payment)?.asset === row.asset &&
      toStroops(payment.amount) === toStroops(row.zakatAmount)
    );
  });
  if (!transaction.successful || !pays || transaction.memo !== row.memo) {
    throw new AppError(ErrorCode.ValidationFailed, NOT_PAID);
  }

  const paid = nextZakatStatus(ZakatStatus.Unpaid, "paymentConfirmed");
  try {
    const [updated] = await db
      .update(zakatRecords)
      .set({ status: paid ?? ZakatStatus.Paid, stellarTxId: body.stellarTxId, paidAt: new Date() })
      .where(and(eq(zakatRecords.id, row.id), eq(zakatRecords.status, ZakatStatus.Unpaid)))
      .returning();
    if (updated) return toZakatRecord(updated);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(ErrorCode.Conflict, TX_USED);
    throw error;
  }
  // Another report of the same payment won the update: answer what it stored.
  const [again] = await db.select().from(zakatRecords).where(eq(zakatRecords.id, row.id));
  if (again?.status === ZakatStatus.Paid && again.stellarTxId === body.stellarTxId)
    return toZakatRecord(again);
  throw new AppError(ErrorCode.Conflict, "The zakat of this asset and year is already paid.");
}

/** Every account's records of a year (admin), newest first. */
export async function zakatRecordsOfYear(db: Database, year: number) {
  const rows = await db
    .select()
    .from(zakatRecords)
    .where(eq(zakatRecords.year, year))
    .orderBy(desc(zakatRecords.id))
    .limit(500);
  const records = rows.map(toZakatRecord);
  return {
    records,
    unpaid: records.filter((record) => record.status === "unpaid").length,
    paid: records.filter((record) => record.status === "paid").length,
  };
}

/** How many accounts agreed to pay zakat (admin). */
export async function countOptedIn(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(zakatOptIns).where(eq(zakatOptIns.enabled, true));
  return row?.n ?? 0;
}
