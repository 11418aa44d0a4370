import { ErrorCode, type TPatchTradeFeeOfferRequest, type TTradeFeeRecord, toStroops } from "@sextant/core";
import type { Horizon } from "@stellar/stellar-sdk";
import { and, eq, ne } from "drizzle-orm";
import type { Database } from "../../db/database";
import { tradeFees } from "../../db/schema";
import { AppError } from "../../errors";
import { parseAssetId } from "../swap/asset-id";
import { findTransaction, TRANSACTION_NOT_FOUND } from "../swap/ledger-transaction";
import { readOfferTransaction } from "./read-offer-transaction";
import {
  assertOwner,
  isUniqueViolation,
  type TradeFeeRow,
  TradeFeeStatus,
  toTradeFeeRecord,
  tradeFeeById,
} from "./trade-fee-records";

const NO_RECORD_FOR_MEMO = "No trade fee record with this memo.";

const TRX_USED = "This transaction is already used by another trade fee record.";

function sameConfirmation(row: TradeFeeRow, request: TPatchTradeFeeOfferRequest): boolean {
  return (
    row.status !== TradeFeeStatus.Created && row.trxId === request.trxId && row.offerId === request.offerId
  );
}

function answerForConfirmed(row: TradeFeeRow, request: TPatchTradeFeeOfferRequest): TTradeFeeRecord {
  if (sameConfirmation(row, request)) return toTradeFeeRecord(row);
  throw new AppError(ErrorCode.Conflict, "This trade fee record is already confirmed with another offer.");
}

/**
 * PATCH /tradefeehistory/setOfferId: re-reads the offer transaction from the ledger, checks it against the
 * caller's record (see `readOfferTransaction`) and that the given offer id is the one the transaction left open
 * ("0" when it filled at once), then confirms the record. Idempotent for the same values.
 */
export async function confirmTradeFee(options: {
  db: Database;
  horizon: Horizon.Server;
  networkPassphrase: string;
  account: string;
  request: TPatchTradeFeeOfferRequest;
}): Promise<TTradeFeeRecord> {
  const { db, account, request } = options;
  const [row] = await db.select().from(tradeFees).where(eq(tradeFees.memo, request.memo));
  if (!row) throw new AppError(ErrorCode.NotFound, NO_RECORD_FOR_MEMO);
  assertOwner(row, account, NO_RECORD_FOR_MEMO);
  if (row.status !== TradeFeeStatus.Created) return answerForConfirmed(row, request);

  const [usedBy] = await db
    .select({ id: tradeFees.id })
    .from(tradeFees)
    .where(and(eq(tradeFees.trxId, request.trxId), ne(tradeFees.id, row.id)));
  if (usedBy) throw new AppError(ErrorCode.Conflict, TRX_USED);
  if (request.offerId !== "0") {
    const [sameOffer] = await db
      .select({ id: tradeFees.id })
      .from(tradeFees)
      .where(and(eq(tradeFees.offerId, request.offerId), ne(tradeFees.id, row.id)));
    if (sameOffer) throw new AppError(ErrorCode.Conflict, "This offer already has a trade fee record.");
  }

  const transaction = await findTransaction(options.horizon, request.trxId);
  if (!transaction) throw new AppError(ErrorCode.NotFound, TRANSACTION_NOT_FOUND);
  if (!transaction.successful) {
    throw new AppError(ErrorCode.ValidationFailed, "This transaction failed on the ledger.");
  }
  const asset = parseAssetId(row.asset);
  if (!asset) throw new Error(`trade fee record ${row.id} has a damaged asset ${row.asset}`);
  const facts = readOfferTransaction({
    envelopeXdr: transaction.envelope_xdr,
    resultXdr: transaction.result_xdr,
    networkPassphrase: options.networkPassphrase,
    account,
    memo: row.memo,
    feeAccount: row.feeAccount,
    asset,
    totalAmount: toStroops(row.totalAmount),
    totalFee: toStroops(row.totalFee),
  });
  if (facts.offerId !== request.offerId) {
    throw new AppError(
      ErrorCode.ValidationFailed,
      `The offer id does not match the transaction (it left offer ${facts.offerId}).`,
    );
  }

  try {
    const [confirmed] = await db
      .update(tradeFees)
      .set({
        status: TradeFeeStatus.Confirmed,
        trxId: request.trxId,
        offerId: request.offerId,
        updatedAt: new Date(),
      })
      .where(and(eq(tradeFees.id, row.id), eq(tradeFees.status, TradeFeeStatus.Created)))
      .returning();
    if (confirmed) return toTradeFeeRecord(confirmed);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(ErrorCode.Conflict, TRX_USED);
    throw error;
  }
  // A concurrent call confirmed the record first.
  return answerForConfirmed(await tradeFeeById(db, row.id), request);
}
