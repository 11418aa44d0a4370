export * from "./market-pair";
export * from "./pairs";
