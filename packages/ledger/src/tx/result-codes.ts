import { innerCode, type OpOutcome } from "../engine/operations/outcome";

/** Horizon's spellings of transaction and operation result codes. */
const TX_CODES: Record<number, string> = {
  1: "tx_fee_bump_inner_success",
  0: "tx_success",
  [-1]: "tx_failed",
  [-2]: "tx_too_early",
  [-3]: "tx_too_late",
  [-4]: "tx_missing_operation",
  [-5]: "tx_bad_seq",
  [-6]: "tx_bad_auth",
  [-7]: "tx_insufficient_balance",
  [-8]: "tx_no_source_account",
  [-9]: "tx_insufficient_fee",
  [-10]: "tx_bad_auth_extra",
  [-11]: "tx_internal_error",
  [-12]: "tx_not_supported",
  [-13]: "tx_fee_bump_inner_failed",
  [-14]: "tx_bad_sponsorship",
  [-15]: "tx_bad_minseq_age_or_gap",
  [-16]: "tx_malformed",
  [-17]: "tx_soroban_invalid",
};

const OUTER_CODES = [
  "op_inner",
  "op_bad_auth",
  "op_no_source_account",
  "op_not_supported",
  "op_too_many_subentries",
  "op_exceeded_work_limit",
  "op_too_many_sponsoring",
];

const PAYMENT = [
  "op_success",
  "op_malformed",
  "op_underfunded",
  "op_src_no_trust",
  "op_src_not_authorized",
  "op_no_destination",
  "op_no_trust",
  "op_not_authorized",
  "op_line_full",
  "op_no_issuer",
];
const OFFER = [
  "op_success",
  "op_malformed",
  "op_sell_no_trust",
  "op_buy_no_trust",
  "sell_not_authorized",
  "buy_not_authorized",
  "op_line_full",
  "op_underfunded",
  "op_cross_self",
  "op_sell_no_issuer",
  "buy_no_issuer",
  "op_offer_not_found",
  "op_low_reserve",
];

const INNER_CODES: Record<number, string[]> = {
  0: ["op_success", "op_malformed", "op_underfunded", "op_low_reserve", "op_already_exists"],
  1: PAYMENT,
  2: [...PAYMENT, "op_too_few_offers", "op_cross_self", "op_over_source_max"],
  3: OFFER,
  4: OFFER,
  5: [
    "op_success",
    "op_low_reserve",
    "op_too_many_signers",
    "op_bad_flags",
    "op_invalid_inflation",
    "op_cant_change",
    "op_unknown_flag",
    "op_threshold_out_of_range",
    "op_bad_signer",
    "op_invalid_home_domain",
    "op_auth_revocable_required",
  ],
  6: [
    "op_success",
    "op_malformed",
    "op_no_issuer",
    "op_invalid_limit",
    "op_low_reserve",
    "op_self_not_allowed",
    "op_trust_line_missing",
    "op_cannot_delete",
    "op_not_aut_maintain_liabilities",
  ],
  7: [
    "op_success",
    "op_malformed",
    "op_no_trust",
    "op_not_required",
    "op_cant_revoke",
    "op_self_not_allowed",
    "op_low_reserve",
  ],
  8: [
    "op_success",
    "op_malformed",
    "op_no_account",
    "op_immutable_set",
    "op_has_sub_entries",
    "op_seq_num_too_far",
    "op_dest_full",
    "op_is_sponsor",
  ],
  10: [
    "op_success",
    "op_not_supported_yet",
    "op_data_name_not_found",
    "op_low_reserve",
    "op_data_invalid_name",
  ],
  11: ["op_success", "op_bad_seq"],
  12: OFFER,
  13: [...PAYMENT, "op_too_few_offers", "op_cross_self", "op_under_dest_min"],
  14: ["op_success", "op_malformed", "op_low_reserve", "op_no_trust", "op_not_authorized", "op_underfunded"],
  15: [
    "op_success",
    "op_does_not_exist",
    "op_cannot_claim",
    "op_line_full",
    "op_no_trust",
    "op_not_authorized",
    "op_trustline_frozen",
  ],
  16: ["op_success", "op_malformed", "op_already_sponsored", "op_recursive"],
  17: ["op_success", "op_not_sponsored"],
  18: [
    "op_success",
    "op_does_not_exist",
    "op_not_sponsor",
    "op_low_reserve",
    "op_only_transferable",
    "op_malformed",
  ],
  20: ["op_success", "op_does_not_exist", "op_not_issuer", "op_not_clawback_enabled"],
  21: ["op_success", "op_malformed", "op_no_trust", "op_cant_revoke", "op_invalid_state", "op_low_reserve"],
  22: [
    "op_success",
    "op_malformed",
    "op_no_trust",
    "op_not_authorized",
    "op_underfunded",
    "op_line_full",
    "op_bad_price",
    "op_pool_full",
  ],
  23: ["op_success", "op_malformed", "op_no_trust", "op_underfunded", "op_line_full", "op_under_minimum"],
};

export function txCodeName(code: number): string {
  return TX_CODES[code] ?? "tx_internal_error";
}

export function opCodeName(outcome: OpOutcome): string {
  if (outcome.code !== 0) return OUTER_CODES[-outcome.code] ?? "op_inner";
  const code = innerCode(outcome) ?? 0;
  return INNER_CODES[outcome.tr.type]?.[-code] ?? (code === 0 ? "op_success" : "op_inner");
}
