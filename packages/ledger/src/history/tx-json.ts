import type { AppliedTx } from "../tx/apply";
import type { ParsedTx } from "../tx/decode";
import { muxedFields } from "../tx/muxed";
import { signerKeyToString } from "../tx/signer-keys";
import type { MemoWire } from "../tx/wire";
import { rfc3339 } from "../util/time";
import type { JsonObject } from "./records";

function memoFields(memo: MemoWire): JsonObject {
  switch (memo.type) {
    case 0:
      return { memo_type: "none" };
    case 1:
      return {
        memo_type: "text",
        memo: memo.text.toString(),
        memo_bytes: Buffer.from(memo.text.bytes).toString("base64"),
      };
    case 2:
      return { memo_type: "id", memo: memo.id.toString() };
    case 3:
      return { memo_type: "hash", memo: Buffer.from(memo.hash).toString("base64") };
    default:
      return { memo_type: "return", memo: Buffer.from(memo.retHash).toString("base64") };
  }
}

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64");

/** Horizon's `preconditions`, present only when the transaction sets any. */
function preconditions(parsed: ParsedTx): JsonObject | undefined {
  const out: JsonObject = {};
  const tb = parsed.timeBounds;
  if (tb) {
    const timebounds: JsonObject = { min_time: tb.minTime.toString() };
    if (tb.maxTime !== 0n) timebounds.max_time = tb.maxTime.toString();
    out.timebounds = timebounds;
  }
  const lb = parsed.ledgerBounds;
  if (lb) out.ledgerbounds = { min_ledger: lb.minLedger, max_ledger: lb.maxLedger };
  if (parsed.minSeqNum !== null) out.min_account_sequence = parsed.minSeqNum.toString();
  if (parsed.minSeqAge > 0n) out.min_account_sequence_age = parsed.minSeqAge.toString();
  if (parsed.minSeqLedgerGap > 0) out.min_account_sequence_ledger_gap = parsed.minSeqLedgerGap;
  if (parsed.extraSigners.length > 0) out.extra_signers = parsed.extraSigners.map(signerKeyToString);
  return Object.keys(out).length > 0 ? out : undefined;
}

/** The fee payer's fields: the fee source of a fee-bump, else the transaction's source. */
function feeFields(parsed: ParsedTx): JsonObject {
  const bump = parsed.feeBump;
  if (!bump) {
    return {
      fee_account: parsed.sourceId,
      ...muxedFields(parsed.tx.sourceAccount, "fee_account"),
    };
  }
  return { fee_account: bump.feeSourceId, ...muxedFields(bump.feeSource, "fee_account") };
}

/** The Horizon transaction resource without `_links`. */
export function transactionJson(
  applied: AppliedTx,
  key: bigint,
  ledger: number,
  closeTime: bigint,
): JsonObject {
  const { parsed } = applied;
  const tx = parsed.tx;
  const bump = parsed.feeBump;
  const signatures = (bump ? bump.signatures : parsed.signatures).map((s) => base64(s.signature));
  const json: JsonObject = {
    id: parsed.hashHex,
    paging_token: key.toString(),
    successful: applied.success,
    hash: parsed.hashHex,
    ledger,
    created_at: rfc3339(closeTime),
    source_account: parsed.sourceId,
    ...muxedFields(tx.sourceAccount, "account"),
    source_account_sequence: tx.seqNum.toString(),
    ...feeFields(parsed),
    fee_charged: applied.feeCharged.toString(),
    max_fee: (bump ? bump.fee : BigInt(tx.fee)).toString(),
    operation_count: tx.operations.length,
    envelope_xdr: parsed.envelopeXdr,
    result_xdr: applied.resultXdr,
    fee_meta_xdr: applied.feeMetaXdr,
    ...memoFields(tx.memo),
    signatures,
  };
  const tb = parsed.timeBounds;
  if (tb) {
    json.valid_after = rfc3339(tb.minTime);
    if (tb.maxTime !== 0n) json.valid_before = rfc3339(tb.maxTime);
  }
  const pre = preconditions(parsed);
  if (pre) json.preconditions = pre;
  if (bump) {
    json.fee_bump_transaction = { hash: parsed.hashHex, signatures };
    json.inner_transaction = {
      hash: parsed.txHashHex,
      signatures: parsed.signatures.map((s) => base64(s.signature)),
      max_fee: tx.fee.toString(),
    };
  }
  return json;
}

/**
 * The record as Horizon serves it when asked by the inner hash of a fee-bump: `id`, `hash` and the links name
 * the inner transaction and `signatures` are the inner ones.
 */
export function asInnerTransaction(json: JsonObject, innerHash: string, outerHash: string): JsonObject {
  const inner = json.inner_transaction as JsonObject | undefined;
  if (!inner || innerHash === outerHash) return json;
  const out: JsonObject = { ...json, id: innerHash, hash: innerHash, signatures: inner.signatures ?? [] };
  const links = json._links as { [k: string]: { href: string; templated?: boolean } } | undefined;
  if (links) {
    const relinked: JsonObject = {};
    for (const [name, link] of Object.entries(links)) {
      relinked[name] = {
        ...link,
        href: link.href.replace(`/transactions/${outerHash}`, `/transactions/${innerHash}`),
      };
    }
    out._links = relinked;
  }
  return out;
}
