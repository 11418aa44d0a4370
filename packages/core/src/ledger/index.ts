export * from "./result-messages";
