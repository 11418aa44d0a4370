export * from "./exchange-pair";
export * from "./market-pair";
export * from "./pair-url";
export * from "./pairs";
