/** Effect drafts emitted by operations; history ingestion turns them into Horizon effect records. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

export const EFFECT_TYPES = {
  account_created: 0,
  account_removed: 1,
  account_credited: 2,
  account_debited: 3,
  account_thresholds_updated: 4,
  account_home_domain_updated: 5,
  account_flags_updated: 6,
  signer_created: 10,
  signer_removed: 11,
  signer_updated: 12,
  trustline_created: 20,
  trustline_removed: 21,
  trustline_updated: 22,
  trustline_flags_updated: 26,
  trade: 33,
  data_created: 40,
  data_removed: 41,
  data_updated: 42,
  sequence_bumped: 43,
  claimable_balance_created: 50,
  claimable_balance_claimant_created: 51,
  claimable_balance_claimed: 52,
  account_sponsorship_created: 60,
  account_sponsorship_updated: 61,
  account_sponsorship_removed: 62,
  trustline_sponsorship_created: 63,
  trustline_sponsorship_updated: 64,
  trustline_sponsorship_removed: 65,
  data_sponsorship_created: 66,
  data_sponsorship_updated: 67,
  data_sponsorship_removed: 68,
  claimable_balance_sponsorship_created: 69,
  claimable_balance_sponsorship_updated: 70,
  claimable_balance_sponsorship_removed: 71,
  signer_sponsorship_created: 72,
  signer_sponsorship_updated: 73,
  signer_sponsorship_removed: 74,
  claimable_balance_clawed_back: 80,
  liquidity_pool_deposited: 90,
  liquidity_pool_withdrew: 91,
  liquidity_pool_trade: 92,
  liquidity_pool_created: 93,
  liquidity_pool_removed: 94,
} as const;

export type EffectType = keyof typeof EFFECT_TYPES;

export interface EffectDraft {
  account: string;
  type: EffectType;
  details: Record<string, JsonValue>;
}
