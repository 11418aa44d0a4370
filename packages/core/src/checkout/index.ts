// Pure rules of the checkout feature, shared by the API and the web app.
export * from "./order-states";
export * from "./payment-value";
export * from "./spec-status";
export * from "./webhook-schedule";
