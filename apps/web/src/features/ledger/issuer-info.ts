import { fetchAccountRecord } from "./account";
import type { TAssetRef } from "./balances";
import { ensureLedgerConfig } from "./horizon-config";

export const ISSUER_INFO_MESSAGES = {
  noHomeDomain: "Couldn't find a home_domain on the assets issuer.",
  loading: "Loading information please wait.",
  unavailable: "Couldn't load the issuer's information. Try again later.",
} as const;

/** The issuer information document (spec §3) as the About screen shows it. */
export interface TIssuerInfo {
  homeDomain: string;
  name: string;
  website: string;
  organization: string;
  email: string;
  twitter: string;
  description: string;
  conditions: string;
  image: string;
}

/** The parts of a stellar.toml that are read. */
export interface TStellarTomlDocument {
  DOCUMENTATION?: {
    ORG_NAME?: string;
    ORG_URL?: string;
    ORG_DESCRIPTION?: string;
    ORG_OFFICIAL_EMAIL?: string;
    ORG_TWITTER?: string;
    ORG_LOGO?: string;
  };
  CURRENCIES?: ReadonlyArray<{
    code?: string;
    issuer?: string;
    name?: string;
    desc?: string;
    conditions?: string;
    image?: string;
  }>;
}

const text = (value: unknown): string => (typeof value === "string" ? value : "");

export function issuerInfoFromToml(
  toml: TStellarTomlDocument,
  asset: TAssetRef,
  homeDomain: string,
): TIssuerInfo {
  const doc = toml.DOCUMENTATION ?? {};
  const currency = (toml.CURRENCIES ?? []).find(
    (entry) => entry.code === asset.code && (!entry.issuer || entry.issuer === asset.issuer),
  );
  return {
    homeDomain,
    name: text(currency?.name) || asset.code,
    website: text(doc.ORG_URL),
    organization: text(doc.ORG_NAME),
    email: text(doc.ORG_OFFICIAL_EMAIL),
    twitter: text(doc.ORG_TWITTER),
    description: text(currency?.desc) || text(doc.ORG_DESCRIPTION),
    conditions: text(currency?.conditions),
    image: text(currency?.image) || text(doc.ORG_LOGO),
  };
}

/** Issuer account → its home_domain → that domain's stellar.toml (SEP-1) → the asset's entry. */
export async function loadIssuerInfo(asset: TAssetRef): Promise<TIssuerInfo> {
  if (!asset.issuer) throw new Error(ISSUER_INFO_MESSAGES.noHomeDomain);
  const issuer = await fetchAccountRecord(asset.issuer);
  const homeDomain = issuer?.home_domain;
  if (!homeDomain) throw new Error(ISSUER_INFO_MESSAGES.noHomeDomain);
  const allowHttp = (await ensureLedgerConfig()).horizonUrl.startsWith("http:");
  let toml: TStellarTomlDocument;
  try {
    const { StellarToml } = await import("./sdk-lookups");
    toml = (await StellarToml.Resolver.resolve(homeDomain, { allowHttp })) as TStellarTomlDocument;
  } catch {
    throw new Error(ISSUER_INFO_MESSAGES.unavailable);
  }
  return issuerInfoFromToml(toml, asset, homeDomain);
}
