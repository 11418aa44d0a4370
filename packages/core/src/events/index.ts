export * from "./realtime-events";
