// Pure wallet rules (send validation, memos, fees) shared by web and API.
export * from "./memo";
export * from "./send-fee";
export * from "./send-validation";
