// Pure rules of the rewards feature (zakat and referrals), shared by the API and the web app.
export * from "./ramadan";
export * from "./referrals";
export * from "./zakat";
