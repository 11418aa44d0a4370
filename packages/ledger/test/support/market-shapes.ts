import type { Shape } from "./shapes";

const shape = (required: string, optional = ""): Shape => ({
  required: required.split(/\s+/).filter(Boolean),
  optional: optional.split(/\s+/).filter(Boolean),
});

/** Keys of Horizon's market resources (required, then optional). */
export const OFFER = shape(
  "_links id paging_token seller selling buying amount price_r price last_modified_ledger last_modified_time",
  "sponsor",
);
export const TRADE = shape(
  "_links id paging_token ledger_close_time trade_type base_offer_id base_account base_amount base_asset_type counter_offer_id counter_account counter_amount counter_asset_type base_is_seller price",
  "offer_id liquidity_pool_fee_bp base_liquidity_pool_id counter_liquidity_pool_id base_asset_code base_asset_issuer counter_asset_code counter_asset_issuer",
);
export const TRADE_LINKS = shape("self base counter operation");
export const TRADE_EFFECT = shape(
  "_links id paging_token account type type_i created_at seller offer_id sold_amount sold_asset_type bought_amount bought_asset_type",
  "sold_asset_code sold_asset_issuer bought_asset_code bought_asset_issuer seller_muxed seller_muxed_id account_muxed account_muxed_id",
);
export const MANAGE_OFFER_OPERATION = shape(
  "_links id paging_token transaction_successful source_account type type_i created_at transaction_hash amount price price_r buying_asset_type selling_asset_type offer_id",
  "buying_asset_code buying_asset_issuer selling_asset_code selling_asset_issuer source_account_muxed source_account_muxed_id sponsor",
);
export const ORDER_BOOK = shape("bids asks base counter");
export const PRICE_LEVEL = shape("price_r price amount");
export const TRADE_AGGREGATION = shape(
  "timestamp trade_count base_volume counter_volume avg high high_r low low_r open open_r close close_r",
);
export const PATH = shape(
  "source_asset_type source_amount destination_asset_type destination_amount path",
  "source_asset_code source_asset_issuer destination_asset_code destination_asset_issuer",
);
