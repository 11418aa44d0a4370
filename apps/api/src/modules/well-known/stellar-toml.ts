import type { assets } from "../../db/schema";

type AssetRow = typeof assets.$inferSelect;

export interface TomlInput {
  origin: string;
  networkPassphrase: string;
  horizonUrl: string;
  signingKey: string;
  accounts: string[];
  assets: AssetRow[];
}

const quote = (value: string) => JSON.stringify(value);

/** This server's SEP-1 stellar.toml: endpoints, the operator's accounts and one [[CURRENCIES]] per issued asset. */
export function stellarToml(input: TomlInput): string {
  const lines = [
    `VERSION = "2.7.0"`,
    `NETWORK_PASSPHRASE = ${quote(input.networkPassphrase)}`,
    `HORIZON_URL = ${quote(input.horizonUrl)}`,
    `FEDERATION_SERVER = ${quote(`${input.origin}/api/federation`)}`,
    `WEB_AUTH_ENDPOINT = ${quote(`${input.origin}/api/anchor/authentication`)}`,
    `SIGNING_KEY = ${quote(input.signingKey)}`,
    `ACCOUNTS = [${input.accounts.map(quote).join(", ")}]`,
    "",
    "[DOCUMENTATION]",
    `ORG_NAME = "Sextant"`,
    `ORG_URL = ${quote(input.origin)}`,
    `ORG_LOGO = ${quote(`${input.origin}/files/coins/levelg.svg`)}`,
    `ORG_DESCRIPTION = "Sextant is a non-custodial wallet and exchange on the Stellar network. It issues the assets listed here on this network."`,
    `ORG_OFFICIAL_EMAIL = "admin@sextant.example"`,
    `ORG_SUPPORT_EMAIL = "support@sextant.example"`,
    `ORG_TWITTER = "sextantwallet"`,
  ];
  for (const asset of input.assets.filter((a) => a.issuer !== "")) {
    lines.push(
      "",
      "[[CURRENCIES]]",
      `code = ${quote(asset.code)}`,
      `issuer = ${quote(asset.issuer)}`,
      `status = "test"`,
      `display_decimals = ${asset.displayDecimals}`,
      `name = ${quote(asset.name.slice(0, 20))}`,
      `desc = ${quote(asset.description)}`,
      `conditions = "Withdrawal fees apply"`,
      `image = ${quote(`${input.origin}${asset.image}`)}`,
      `is_asset_anchored = ${asset.isAssetAnchored}`,
      ...(asset.isAssetAnchored
        ? [`anchor_asset_type = "crypto"`, `anchor_asset = ${quote(asset.code)}`]
        : []),
    );
  }
  return `${lines.join("\n")}\n`;
}
