// The trade's pure rules: the state machine, its timers and its texts.
export * from "./trade-machine";
export * from "./trade-messages";
export * from "./trade-timers";
