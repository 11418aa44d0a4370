export { RealtimeClient, realtimeClient, useRealtimeStore } from "./realtime-client";
export { useRealtimeConnected, useRealtimeConnection, useRealtimeEvent } from "./use-realtime";
