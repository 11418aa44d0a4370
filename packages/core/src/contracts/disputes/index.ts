export * from "./disputes";
