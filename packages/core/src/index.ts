export * from "./amount";
export * from "./constants";
export * from "./contracts";
export * from "./ledger";
export * from "./market";
export * from "./session";
export * from "./validators";
export * from "./wallet";
