// A trade's chat and reviews: the wire contracts and their pure rules (docs/trade-talk.md).
export * from "../../p2p/chat";
export * from "../../p2p/review";
export * from "./chat";
export * from "./reviews";
