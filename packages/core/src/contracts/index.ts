export * from "./errors";
export * from "./system/get-config";
export * from "./system/get-health";
