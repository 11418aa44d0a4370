export * from "./escrow-admin";
export * from "./trades";
