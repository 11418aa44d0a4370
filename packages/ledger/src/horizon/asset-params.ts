import type { Asset } from "../engine/types";
import { isValidAccount } from "../util/keys";

export type AssetParam = { asset: Asset } | { missing: true } | { error: string };

const CODE = /^[A-Za-z0-9]{1,12}$/;

function credit(code: string, issuer: string, type?: string): Asset | undefined {
  if (!CODE.test(code) || !isValidAccount(issuer)) return undefined;
  const natural = code.length <= 4 ? "credit_alphanum4" : "credit_alphanum12";
  if (type !== undefined && type !== natural) return undefined;
  return { type: natural, code, issuer };
}

/** SEP-11 canonical form: `native` or `CODE:ISSUER`. */
export function parseCanonicalAsset(text: string): Asset | undefined {
  if (text === "native") return { type: "native" };
  const [code, issuer, extra] = text.split(":");
  if (extra !== undefined || code === undefined || issuer === undefined) return undefined;
  return credit(code, issuer);
}

/** Reads `<prefix>_asset_type/_code/_issuer`, or (when `canonical` is given) the canonical `<canonical>` param. */
export function assetParam(query: URLSearchParams, prefix: string, canonical?: string): AssetParam {
  const text = canonical ? query.get(canonical) : null;
  if (text) {
    const asset = parseCanonicalAsset(text);
    return asset ? { asset } : { error: canonical ?? prefix };
  }
  const type = query.get(`${prefix}_asset_type`);
  const code = query.get(`${prefix}_asset_code`);
  const issuer = query.get(`${prefix}_asset_issuer`);
  if (!type && !code && !issuer) return { missing: true };
  if (type === "native") {
    return code || issuer ? { error: `${prefix}_asset_type` } : { asset: { type: "native" } };
  }
  if (type !== "credit_alphanum4" && type !== "credit_alphanum12") return { error: `${prefix}_asset_type` };
  if (!code) return { error: `${prefix}_asset_code` };
  if (!issuer) return { error: `${prefix}_asset_issuer` };
  const asset = credit(code, issuer, type);
  return asset ? { asset } : { error: `${prefix}_asset_code` };
}
