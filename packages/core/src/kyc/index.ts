// Pure rules of the kyc feature, shared by the API and the web app.

export * from "./iso-countries";
export * from "./kyc-dates";
export * from "./kyc-fields";
export * from "./kyc-limits";
export * from "./kyc-messages";
export * from "./kyc-review-transitions";
export * from "./kyc-state";
export * from "./kyc-status";
export * from "./kyc-uploads";
