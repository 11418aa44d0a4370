// Pure rules of the anchor feature, shared by the API and the web app.
export * from "./chain-amount";
export * from "./fees";
export * from "./limits";
export * from "./statuses";
export * from "./withdraw-form";
