/** The message of a market list that could not be loaded (spec doc 1 §8). */
export const MARKET_LOAD_ERROR = "Failed to load market data. Please try again.";
