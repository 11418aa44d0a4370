// Pure rules of the p2p feature, shared by the API and the web app.
export * from "./ad-rules";
export * from "./ad-status";
export * from "./constants";
export * from "./dispute-policy";
export * from "./fixed-point";
export * from "./messages";
export * from "./payment-methods";
export * from "./price-band";
export * from "./quantity";
export * from "./trade-index";
