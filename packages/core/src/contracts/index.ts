export * from "./auth/get-auth-challenge";
export * from "./auth/post-auth-token";
export * from "./errors";
export * from "./system/get-config";
export * from "./system/get-health";
