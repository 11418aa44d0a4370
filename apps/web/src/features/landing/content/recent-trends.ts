/** Columns of the Recent Trends table; the same columns as the market list. */
export const RECENT_TRENDS_COLUMNS = [
  "Pair",
  "Last Price",
  "24h Changes",
  "24h High",
  "24h Low",
  "24h Volume",
] as const;

export const RECENT_TRENDS_EMPTY = "No data to show";
