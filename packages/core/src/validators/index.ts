export * from "./request-fields";
export * from "./stellar-keys";
