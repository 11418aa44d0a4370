import { createHash } from "node:crypto";
import { xdr } from "@stellar/stellar-sdk";
import { MAX_TX_SET_SIZE, PROTOCOL_VERSION } from "../constants";
import type { HeaderState } from "../engine/types";
import type { JsonObject } from "../history/records";
import type { AppliedTx } from "../tx/apply";
import { formatAmount } from "../util/amount";
import { rfc3339 } from "../util/time";
import { toid } from "../util/toid";

const ZERO_HASH = new Uint8Array(32);

function digest(parts: Iterable<Uint8Array | string>): Uint8Array {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part);
  return hash.digest();
}

/** Builds the header of a closed ledger; returns its XDR and hash. */
export function buildHeader(header: HeaderState, applied: AppliedTx[]): { xdr: string; hash: Uint8Array } {
  const wire: xdr.LedgerHeaderWire = {
    ledgerVersion: PROTOCOL_VERSION,
    previousLedgerHash: header.previousHash,
    scpValue: {
      txSetHash: digest(applied.map((a) => a.parsed.hash)),
      closeTime: header.closeTime,
      upgrades: [],
      ext: { v: 0 },
    },
    txSetResultHash: digest(applied.map((a) => a.resultXdr)),
    bucketListHash: ZERO_HASH,
    ledgerSeq: header.ledgerSeq,
    totalCoins: header.totalCoins,
    feePool: header.feePool,
    inflationSeq: 0,
    idPool: header.idPool,
    baseFee: header.baseFee,
    baseReserve: Number(header.baseReserve),
    maxTxSetSize: MAX_TX_SET_SIZE,
    skipList: [ZERO_HASH, ZERO_HASH, ZERO_HASH, ZERO_HASH],
    ext: { v: 0 },
  };
  const bytes = xdr.LedgerHeader.schema.encode(wire);
  return { xdr: Buffer.from(bytes).toString("base64"), hash: digest([bytes]) };
}

/** The Horizon ledger resource without `_links`. */
export function ledgerJson(
  header: HeaderState,
  hash: string,
  headerXdr: string,
  applied: AppliedTx[],
): JsonObject {
  const ok = applied.filter((a) => a.success);
  const opCount = ok.reduce((n, a) => n + a.parsed.tx.operations.length, 0);
  const setOps = applied.reduce((n, a) => n + a.parsed.tx.operations.length, 0);
  return {
    id: hash,
    paging_token: toid(header.ledgerSeq, 0, 0).toString(),
    hash,
    prev_hash: Buffer.from(header.previousHash).toString("hex"),
    sequence: header.ledgerSeq,
    successful_transaction_count: ok.length,
    failed_transaction_count: applied.length - ok.length,
    operation_count: opCount,
    tx_set_operation_count: setOps,
    closed_at: rfc3339(header.closeTime),
    total_coins: formatAmount(header.totalCoins),
    fee_pool: formatAmount(header.feePool),
    base_fee_in_stroops: header.baseFee,
    base_reserve_in_stroops: Number(header.baseReserve),
    max_tx_set_size: MAX_TX_SET_SIZE,
    protocol_version: PROTOCOL_VERSION,
    header_xdr: headerXdr,
  };
}
