export * from "./operator-fee";
