export * from "./pairs";
