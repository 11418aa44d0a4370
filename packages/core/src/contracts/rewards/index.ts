export * from "./admin-rewards";
export * from "./referrals";
export * from "./zakat";
