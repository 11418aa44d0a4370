import type { JsonValue } from "../engine/effects";
import type { AppliedTx } from "../tx/apply";
import { muxedFields } from "../tx/muxed";
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

/** The Horizon transaction resource without `_links`. */
export function transactionJson(
  applied: AppliedTx,
  key: bigint,
  ledger: number,
  closeTime: bigint,
): JsonObject {
  const { parsed } = applied;
  const tx = parsed.tx;
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
    fee_account: parsed.sourceId,
    ...muxedFields(tx.sourceAccount, "fee_account"),
    fee_charged: applied.feeCharged.toString(),
    max_fee: tx.fee.toString(),
    operation_count: tx.operations.length,
    envelope_xdr: parsed.envelopeXdr,
    result_xdr: applied.resultXdr,
    fee_meta_xdr: applied.feeMetaXdr,
    ...memoFields(tx.memo),
    signatures: parsed.signatures.map((s) => Buffer.from(s.signature).toString("base64")),
  };
  const tb = parsed.timeBounds;
  if (tb) {
    json.valid_after = rfc3339(tb.minTime);
    if (tb.maxTime !== 0n) json.valid_before = rfc3339(tb.maxTime);
    const timebounds: { [k: string]: JsonValue } = { min_time: tb.minTime.toString() };
    if (tb.maxTime !== 0n) timebounds.max_time = tb.maxTime.toString();
    json.preconditions = { timebounds };
  }
  return json;
}
