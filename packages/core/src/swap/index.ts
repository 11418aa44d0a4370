// Pure swap rules (fee, slippage, price impact, validation) shared by web and API.
export * from "./price-impact";
export * from "./slippage";
export * from "./swap-fee";
export * from "./swap-validation";
