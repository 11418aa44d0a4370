export * from "./admin";
export * from "./ads";
export * from "./countries";
