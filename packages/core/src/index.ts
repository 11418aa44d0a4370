export * from "./amount";
export * from "./constants";
export * from "./contracts";
