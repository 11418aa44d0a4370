export * from "./stellar-keys";
