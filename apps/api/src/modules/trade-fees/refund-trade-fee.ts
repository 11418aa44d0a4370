import {
  ErrorCode,
  fromStroops,
  ledgerErrorMessage,
  type TResultCodes,
  type TTradeFeeRecord,
  toStroops,
} from "@sextant/core";
import {
  type Horizon,
  type Keypair,
  Memo,
  Operation,
  type Transaction,
  TransactionBuilder,
} from "@stellar/stellar-sdk";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Database } from "../../db/database";
import { tradeFees } from "../../db/schema";
import { AppError } from "../../errors";
import { networkFees } from "../fees/network-fees";
import { parseAssetId } from "../swap/asset-id";
import { findTransaction } from "../swap/ledger-transaction";
import { isOfferOpen, soldByOffer } from "./offer-fill";
import { readOfferTransaction } from "./read-offer-transaction";
import {
  assertOwner,
  type TradeFeeRow,
  TradeFeeStatus,
  toTradeFeeRecord,
  tradeFeeById,
} from "./trade-fee-records";

/** Seconds a signed refund payment stays valid; after that (by ledger time) it can never be applied. */
export const REFUND_VALID_SECONDS = 120;

export const OFFER_STILL_OPEN = "The offer is still open.";
const NO_RECORD = "No confirmed trade fee record for this offer.";
const SETTLED = [TradeFeeStatus.Confirmed, TradeFeeStatus.Refunding, TradeFeeStatus.Refunded];
const REFUND_IN_PROGRESS = "The refund of this trade fee is being paid, please try again shortly.";

/** The unfilled share of the fee, rounded down to the stroop: totalFee × (totalAmount − sold) / totalAmount. */
export function unfilledFeeShare(totalFee: bigint, totalAmount: bigint, sold: bigint): bigint {
  if (totalAmount <= 0n) return 0n;
  const unfilled = totalAmount > sold ? totalAmount - sold : 0n;
  return (totalFee * unfilled) / totalAmount;
}

function resultCodesOf(error: unknown): TResultCodes | undefined {
  const response = (
    error as { response?: { status?: number; data?: { extras?: { result_codes?: TResultCodes } } } }
  ).response;
  return response?.status === 400 ? response.data?.extras?.result_codes : undefined;
}

/**
 * POST /tradefeehistory/refundMyTradeFee: after the offer left the book, pays the unfilled share of its trade fee
 * from the operator's fee account back to the seller, at most once. The refund is claimed by a conditional update
 * (`confirmed` → `refunding`, storing the signed payment's hash) before it is submitted, so two calls — in this
 * process or in another instance — never pay twice; a claim whose outcome is unknown is settled from the ledger
 * on the next call (paid → `refunded`; failed or expired unapplied → back to `confirmed` and paid again).
 */
export class TradeFeeRefunds {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly options: {
      db: Database;
      horizon: Horizon.Server;
      networkPassphrase: string;
      feeKeypair: Keypair;
    },
  ) {}

  /** Refunds the caller's trade fee of `offerId` ("0": the oldest order of the caller that filled at once). */
  async refund(account: string, offerId: string): Promise<TTradeFeeRecord> {
    const row = await this.recordOf(account, offerId);
    if (row.status === TradeFeeStatus.Refunded) return toTradeFeeRecord(row);
    // Refunds from one fee account run one after the other here, so their sequence numbers never collide.
    const run = this.queue.then(() => this.settle(row.id));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async recordOf(account: string, offerId: string): Promise<TradeFeeRow> {
    const { db } = this.options;
    if (offerId === "0") return this.filledAtOnceRecordOf(account);
    const [row] = await db
      .select()
      .from(tradeFees)
      .where(and(eq(tradeFees.offerId, offerId), inArray(tradeFees.status, SETTLED)))
      .orderBy(asc(tradeFees.id))
      .limit(1);
    if (!row) throw new AppError(ErrorCode.NotFound, NO_RECORD);
    assertOwner(row, account, NO_RECORD);
    return row;
  }

  /** Orders that filled at once share offer id "0": the caller's oldest unrefunded one, else the latest one. */
  private async filledAtOnceRecordOf(account: string): Promise<TradeFeeRow> {
    const rows = await this.options.db
      .select()
      .from(tradeFees)
      .where(
        and(eq(tradeFees.account, account), eq(tradeFees.offerId, "0"), inArray(tradeFees.status, SETTLED)),
      )
      .orderBy(asc(tradeFees.id));
    const row = rows.find((candidate) => candidate.status !== TradeFeeStatus.Refunded) ?? rows.at(-1);
    if (!row) throw new AppError(ErrorCode.NotFound, NO_RECORD);
    return row;
  }

  private async settle(id: number): Promise<TTradeFeeRecord> {
    let row = await tradeFeeById(this.options.db, id);
    if (row.status === TradeFeeStatus.Refunded) return toTradeFeeRecord(row);
    if (row.status === TradeFeeStatus.Refunding) {
      const pending = await this.settlePending(row);
      if (pending) return pending;
      row = await tradeFeeById(this.options.db, id);
    }
    return this.pay(row);
  }

  /** The record when the pending refund is settled as paid; undefined when it was undone and must be paid again. */
  private async settlePending(row: TradeFeeRow): Promise<TTradeFeeRecord | undefined> {
    const hash = row.refundTrxId;
    if (!hash) {
      await this.undoClaim(row);
      return undefined;
    }
    const transaction = await findTransaction(this.options.horizon, hash);
    if (transaction?.successful) return this.markRefunded(row.id, hash);
    if (transaction || (await this.claimExpired(row))) {
      await this.undoClaim(row);
      return undefined;
    }
    throw new AppError(ErrorCode.Conflict, REFUND_IN_PROGRESS);
  }

  /** True when the ledger has closed past the claimed payment's time bound, so it can never be applied. */
  private async claimExpired(row: TradeFeeRow): Promise<boolean> {
    const page = await this.options.horizon.ledgers().order("desc").limit(1).call();
    const closedAt = page.records[0]?.closed_at;
    if (!closedAt) return false;
    return Date.parse(closedAt) / 1000 > maxTimeOf(row.updatedAt);
  }

  private async pay(row: TradeFeeRow): Promise<TTradeFeeRecord> {
    if (row.status !== TradeFeeStatus.Confirmed) return toTradeFeeRecord(row);
    const { db, horizon } = this.options;
    const sold = await this.soldBy(row);
    const refund = unfilledFeeShare(toStroops(row.totalFee), toStroops(row.totalAmount), sold);
    const claimedAt = new Date(Math.floor(Date.now() / 1000) * 1000);

    if (refund === 0n) {
      const [done] = await db
        .update(tradeFees)
        .set({ status: TradeFeeStatus.Refunded, refundAmount: fromStroops(0n), updatedAt: claimedAt })
        .where(and(eq(tradeFees.id, row.id), eq(tradeFees.status, TradeFeeStatus.Confirmed)))
        .returning();
      return done ? toTradeFeeRecord(done) : this.afterLostClaim(row.id);
    }

    const payment = await this.signRefund(row, refund, claimedAt);
    const hash = Buffer.from(payment.hash()).toString("hex");
    const [claimed] = await db
      .update(tradeFees)
      .set({
        status: TradeFeeStatus.Refunding,
        refundAmount: fromStroops(refund),
        refundTrxId: hash,
        updatedAt: claimedAt,
      })
      .where(and(eq(tradeFees.id, row.id), eq(tradeFees.status, TradeFeeStatus.Confirmed)))
      .returning();
    if (!claimed) return this.afterLostClaim(row.id);

    try {
      await horizon.submitTransaction(payment, { skipMemoRequiredCheck: true });
    } catch (error) {
      const codes = resultCodesOf(error);
      if (!codes) throw new AppError(ErrorCode.Unavailable, REFUND_IN_PROGRESS);
      // The ledger rejected the payment: nothing was paid, so the claim is undone and a later call pays again.
      await this.undoClaim(claimed);
      if (codes.transaction === "tx_failed") {
        throw new AppError(ErrorCode.ValidationFailed, ledgerErrorMessage(codes, "send"), undefined, codes);
      }
      throw new AppError(
        ErrorCode.Unavailable,
        "The refund could not be paid, please try again.",
        undefined,
        codes,
      );
    }
    return this.markRefunded(row.id, hash);
  }

  /** Another caller claimed the record between our read and our update: answer with its state. */
  private async afterLostClaim(id: number): Promise<TTradeFeeRecord> {
    const row = await tradeFeeById(this.options.db, id);
    if (row.status === TradeFeeStatus.Refunded) return toTradeFeeRecord(row);
    const pending = row.status === TradeFeeStatus.Refunding ? await this.settlePending(row) : undefined;
    if (pending) return pending;
    throw new AppError(ErrorCode.Conflict, REFUND_IN_PROGRESS);
  }

  /** Stroops of the asset the record's offer sold: its trades, or its crossings when it filled at once. */
  private async soldBy(row: TradeFeeRow): Promise<bigint> {
    const { horizon } = this.options;
    const offerId = row.offerId ?? "0";
    if (offerId !== "0") {
      if (await isOfferOpen(horizon, offerId)) throw new AppError(ErrorCode.Conflict, OFFER_STILL_OPEN);
      return soldByOffer(horizon, offerId, row.account);
    }
    const transaction = row.trxId ? await findTransaction(horizon, row.trxId) : undefined;
    const asset = parseAssetId(row.asset);
    if (!transaction || !asset) throw new Error(`trade fee record ${row.id} lost its offer transaction`);
    return readOfferTransaction({
      envelopeXdr: transaction.envelope_xdr,
      resultXdr: transaction.result_xdr,
      networkPassphrase: this.options.networkPassphrase,
      account: row.account,
      memo: row.memo,
      feeAccount: row.feeAccount,
      asset,
      totalAmount: toStroops(row.totalAmount),
      totalFee: toStroops(row.totalFee),
    }).soldAtPlacement;
  }

  private async signRefund(row: TradeFeeRow, refund: bigint, claimedAt: Date): Promise<Transaction> {
    const { horizon, feeKeypair, networkPassphrase } = this.options;
    const asset = parseAssetId(row.asset);
    if (!asset) throw new Error(`trade fee record ${row.id} has a damaged asset ${row.asset}`);
    const source = await horizon.loadAccount(feeKeypair.publicKey());
    const fees = await networkFees(horizon);
    const memo = `refund ${row.memo}`;
    const tx = new TransactionBuilder(source, { fee: String(fees.medium), networkPassphrase })
      .addOperation(Operation.payment({ destination: row.account, asset, amount: fromStroops(refund) }))
      .addMemo(Memo.text(Buffer.byteLength(memo) <= 28 ? memo : row.memo))
      .setTimebounds(0, maxTimeOf(claimedAt))
      .build();
    tx.sign(feeKeypair);
    return tx;
  }

  private async markRefunded(id: number, hash: string): Promise<TTradeFeeRecord> {
    await this.options.db
      .update(tradeFees)
      .set({ status: TradeFeeStatus.Refunded, updatedAt: new Date() })
      .where(
        and(
          eq(tradeFees.id, id),
          eq(tradeFees.status, TradeFeeStatus.Refunding),
          eq(tradeFees.refundTrxId, hash),
        ),
      );
    return toTradeFeeRecord(await tradeFeeById(this.options.db, id));
  }

  private async undoClaim(row: TradeFeeRow): Promise<void> {
    const sameClaim = row.refundTrxId
      ? eq(tradeFees.refundTrxId, row.refundTrxId)
      : isNull(tradeFees.refundTrxId);
    await this.options.db
      .update(tradeFees)
      .set({ status: TradeFeeStatus.Confirmed, refundAmount: null, refundTrxId: null, updatedAt: new Date() })
      .where(and(eq(tradeFees.id, row.id), eq(tradeFees.status, TradeFeeStatus.Refunding), sameClaim));
  }
}

/** The last ledger time (unix seconds) a refund payment claimed at `claimedAt` may be applied. */
function maxTimeOf(claimedAt: Date): number {
  return Math.floor(claimedAt.getTime() / 1000) + REFUND_VALID_SECONDS;
}
