export * from "./bank-account";
export * from "./kyc-admin";
export * from "./kyc-codes";
export * from "./kyc-profile";
export * from "./p2p-profile";
