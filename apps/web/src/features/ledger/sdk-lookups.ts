/**
 * The SDK's SEP-1 (stellar.toml) and SEP-2 (federation) clients, in a module of their own that `federation.ts` and
 * `issuer-info.ts` import only when a lookup happens: they bring the SDK's HTTP client and a TOML parser, which a
 * screen should not download on its first load for a lookup the user may never make.
 */
export { Federation, StellarToml } from "@stellar/stellar-sdk";
