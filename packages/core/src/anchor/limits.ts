/** Withdrawals per account are limited to 10 BTC worth per rolling 24 hours (spec doc 1 terms). */
export const WITHDRAW_LIMIT_BTC = "10";
export const WITHDRAW_LIMIT_WINDOW_HOURS = 24;
export const WITHDRAW_LIMIT_MESSAGE = "Withdrawals are limited to 10 BTC worth per 24 hours.";
/** History lists show 'Show more' at 10 or more items; a page is 10 (spec doc 2 §9). */
export const ANCHOR_HISTORY_PAGE = 10;
export const NO_HISTORY_MESSAGE = "No History found.";
export const DEPOSIT_ADDRESS_ERROR = "Error while getting deposite address.";
