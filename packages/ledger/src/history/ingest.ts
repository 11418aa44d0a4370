import { createdBalanceIds } from "../engine/claimable-balances/op-details";
import { EFFECT_TYPES } from "../engine/effects";
import type { AppliedTx } from "../tx/apply";
import { muxedFields } from "../tx/muxed";
import { rfc3339 } from "../util/time";
import { effectId, effectKey, toid } from "../util/toid";
import { effectMuxed } from "./muxed-attribution";
import { OPERATION_NAMES, operationDetails, PAYMENT_TYPES } from "./op-details";
import { pathPaymentAmounts } from "./path-payment-details";
import { poolAssetsOfTrust, poolOfOperation, poolOpResultDetails } from "./pool-op-details";
import { accountHistory, type HistoryData, type JsonObject } from "./records";
import { sponsorshipTxDetails } from "./sponsorship-op-details";
import { ingestTrades } from "./trades";
import { transactionJson } from "./tx-json";

export interface ClosedLedger {
  seq: number;
  closeTime: bigint;
  hash: string;
  json: JsonObject;
}

/** Appends a closed ledger and its transactions, operations and effects to history. */
export function ingestLedger(data: HistoryData, ledger: ClosedLedger, applied: AppliedTx[]): void {
  const record = {
    seq: ledger.seq,
    key: toid(ledger.seq, 0, 0),
    hash: ledger.hash,
    json: ledger.json,
    txStart: data.txs.length,
    txEnd: data.txs.length,
    opStart: data.ops.length,
    opEnd: data.ops.length,
    effStart: data.effects.length,
    effEnd: data.effects.length,
  };
  const createdAt = rfc3339(ledger.closeTime);
  applied.forEach((tx, i) => {
    ingestTransaction(data, ledger, tx, i + 1, createdAt);
  });
  record.txEnd = data.txs.length;
  record.opEnd = data.ops.length;
  record.effEnd = data.effects.length;
  data.ledgers.push(record);
}

function ingestTransaction(
  data: HistoryData,
  ledger: ClosedLedger,
  tx: AppliedTx,
  txIndex: number,
  createdAt: string,
): void {
  const key = toid(ledger.seq, txIndex, 0);
  const txPos = data.txs.length;
  const txRecord = {
    key,
    hash: tx.parsed.hashHex,
    ledger: ledger.seq,
    success: tx.success,
    source: tx.parsed.sourceId,
    json: transactionJson(tx, key, ledger.seq, ledger.closeTime),
    opStart: data.ops.length,
    opEnd: data.ops.length,
    effStart: data.effects.length,
    effEnd: data.effects.length,
  };
  data.txs.push(txRecord);
  data.txByHash.set(txRecord.hash, txPos);
  // Horizon also finds a fee-bump by its inner transaction's hash.
  if (tx.parsed.feeBump) data.txByHash.set(tx.parsed.txHashHex, txPos);
  const txParticipants = new Set<string>([tx.parsed.sourceId]);
  if (tx.parsed.feeBump) txParticipants.add(tx.parsed.feeBump.feeSourceId);
  tx.parsed.tx.operations.forEach((op, i) => {
    const opKey = toid(ledger.seq, txIndex, i + 1);
    const source = tx.opSources[i] ?? tx.parsed.sourceId;
    const sourceMuxed = op.sourceAccount ?? tx.parsed.tx.sourceAccount;
    const { details, participants } = operationDetails(op.body, source, sourceMuxed);
    Object.assign(details, sponsorshipTxDetails(tx, i));
    const opPos = data.ops.length;
    const isPayment = PAYMENT_TYPES.has(op.body.type);
    const opRecord = {
      key: opKey,
      txIndex: txPos,
      success: tx.success,
      isPayment,
      json: {
        id: opKey.toString(),
        paging_token: opKey.toString(),
        transaction_successful: tx.success,
        source_account: source,
        ...muxedFields(sourceMuxed, "source_account"),
        type: OPERATION_NAMES[op.body.type] ?? "unknown",
        type_i: op.body.type,
        created_at: createdAt,
        transaction_hash: tx.parsed.hashHex,
        ...details,
      },
      effStart: data.effects.length,
      effEnd: data.effects.length,
    };
    Object.assign(opRecord.json, pathPaymentAmounts(op.body, tx.success ? tx.results[i] : undefined));
    const poolAssets = poolAssetsOfTrust(op.body);
    if (poolAssets) {
      data.poolAssets ??= new Map();
      data.poolAssets.set(poolAssets[0], poolAssets[1]);
    }
    const poolId = poolOfOperation(op.body);
    if (poolId && op.body.type !== 6) {
      poolOpResultDetails(opRecord.json, tx.effects[i] ?? [], data.poolAssets?.get(poolId));
    }
    data.ops.push(opRecord);
    if (isPayment) data.payments.push(opPos);
    // pools an operation touched: its own pool, or those a path payment traded with
    const pools = new Set(poolId ? [poolId] : []);
    for (const d of tx.trades[i] ?? []) if (d.poolId !== undefined) pools.add(d.poolId);
    const created = createdBalanceIds(tx.effects[i] ?? []);
    const opParticipants = new Set([source, ...participants, ...pools, ...created]);
    for (const account of opParticipants) {
      txParticipants.add(account);
      const h = accountHistory(data, account);
      h.ops.push(opPos);
      if (isPayment) h.payments.push(opPos);
    }
    (tx.effects[i] ?? []).forEach((effect, j) => {
      const order = j + 1;
      const pos = data.effects.length;
      const k = effectKey(opKey, order);
      data.effects.push({
        key: k,
        opKey,
        json: {
          id: effectId(opKey, order),
          paging_token: `${opKey}-${order}`,
          account: effect.account,
          ...effectMuxed(effect, op.body, source, sourceMuxed),
          type: effect.type,
          type_i: EFFECT_TYPES[effect.type],
          created_at: createdAt,
          ...effect.details,
        },
      });
      accountHistory(data, effect.account).effects.push(pos);
      for (const pool of pools) accountHistory(data, pool).effects.push(pos);
    });
    opRecord.effEnd = data.effects.length;
    ingestTrades(data, opKey, ledger.closeTime, tx.trades[i] ?? []);
  });
  txRecord.opEnd = data.ops.length;
  txRecord.effEnd = data.effects.length;
  for (const account of txParticipants) accountHistory(data, account).txs.push(txPos);
}
