// Pure wallet rules (send validation, memos, fees) shared by web and API.

export * from "../amount-input";
export * from "../amount-max";
export * from "./liquidity-pool";
export * from "./memo";
export * from "./send-fee";
export * from "./send-validation";
