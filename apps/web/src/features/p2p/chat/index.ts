// A trade's chat (docs/trade-talk.md): the Chat tab of the trade progress screen.
export { TradeChatPanel } from "./chat-panel";
