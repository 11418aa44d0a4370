export * from "./amount";
export * from "./constants";
export * from "./contracts";
export * from "./validators";
