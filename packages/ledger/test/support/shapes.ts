/** Keys of Horizon resources (required, then optional), as real Horizon renders them. */
export interface Shape {
  required: string[];
  optional: string[];
}

const shape = (required: string, optional = ""): Shape => ({
  required: required.split(/\s+/).filter(Boolean),
  optional: optional.split(/\s+/).filter(Boolean),
});

export const ROOT = shape(
  "_links horizon_version core_version ingest_latest_ledger history_latest_ledger history_latest_ledger_closed_at history_elder_ledger core_latest_ledger network_passphrase current_protocol_version supported_protocol_version core_supported_protocol_version",
);
export const ROOT_LINKS = shape(
  "account accounts account_transactions claimable_balances assets effects fee_stats ledger ledgers liquidity_pools offer offers operation operations order_book payments self strict_receive_paths strict_send_paths trade_aggregations trades transaction transactions",
  "friendbot",
);
export const ACCOUNT = shape(
  "_links id account_id sequence subentry_count home_domain last_modified_ledger last_modified_time thresholds flags balances signers data num_sponsoring num_sponsored paging_token",
  "sequence_ledger sequence_time sponsor",
);
export const ACCOUNT_LINKS = shape("self transactions operations payments effects offers trades data");
export const LEDGER = shape(
  "_links id paging_token hash prev_hash sequence successful_transaction_count failed_transaction_count operation_count tx_set_operation_count closed_at total_coins fee_pool base_fee_in_stroops base_reserve_in_stroops max_tx_set_size protocol_version header_xdr",
);
export const FEE_STATS = shape("last_ledger last_ledger_base_fee ledger_capacity_usage fee_charged max_fee");
export const FEE_PERCENTILES = shape("max min mode p10 p20 p30 p40 p50 p60 p70 p80 p90 p95 p99");
export const TRANSACTION = shape(
  "_links id paging_token successful hash ledger created_at source_account source_account_sequence fee_account fee_charged max_fee operation_count envelope_xdr result_xdr fee_meta_xdr memo_type memo memo_bytes signatures preconditions",
  "result_meta_xdr valid_after valid_before",
);
export const TRANSACTION_LINKS = shape(
  "self account ledger operations effects precedes succeeds transaction",
);
export const OPERATION_LINKS = shape("self transaction effects succeeds precedes");
export const EFFECT_LINKS = shape("operation succeeds precedes");
const MUXED = "source_account_muxed source_account_muxed_id sponsor";
export const CREATE_ACCOUNT_OPERATION = shape(
  "_links id paging_token transaction_successful source_account type type_i created_at transaction_hash starting_balance funder account",
  `${MUXED} funder_muxed funder_muxed_id`,
);
export const NATIVE_PAYMENT_OPERATION = shape(
  "_links id paging_token transaction_successful source_account type type_i created_at transaction_hash asset_type from to amount",
  `${MUXED} from_muxed from_muxed_id to_muxed to_muxed_id`,
);
export const NATIVE_CREDIT_EFFECT = shape(
  "_links id paging_token account type type_i created_at asset_type amount",
  "account_muxed account_muxed_id",
);
