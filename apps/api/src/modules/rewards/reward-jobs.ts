export const ZAKAT_CHECK_JOB = "rewards.zakat-check";
export const REFERRAL_PAYOUT_JOB = "rewards.referral-payout";
/** Seconds between two zakat checks and between two referral payout passes. */
export const ZAKAT_CHECK_EVERY = 60;
export const REFERRAL_PAYOUT_EVERY = 30;
