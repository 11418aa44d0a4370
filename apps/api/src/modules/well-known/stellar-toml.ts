import type { TStellarNetwork } from "@sextant/core";
import type { assets } from "../../db/schema";

type AssetRow = typeof assets.$inferSelect;

export interface TomlInput {
  origin: string;
  network: TStellarNetwork;
  networkPassphrase: string;
  horizonUrl: string;
  signingKey: string;
  accounts: string[];
  assets: AssetRow[];
}

/** SEP-1 caps `display_decimals` at 7, the ledger's own precision. */
const MAX_DISPLAY_DECIMALS = 7;
/** SEP-1 limits a currency's `name` to 20 characters and its `code` to 12. */
const MAX_NAME = 20;

const quote = (value: string) => JSON.stringify(value);

/**
 * This server's SEP-1 stellar.toml: the general information (version, network, Horizon, federation and SEP-10
 * endpoints, signing key, the operator's accounts), the organization's `[DOCUMENTATION]`, and one `[[CURRENCIES]]`
 * per issued asset with every field the SEP-1 currency schema requires.
 */
export function stellarToml(input: TomlInput): string {
  const lines = [
    `VERSION = "2.7.0"`,
    `NETWORK_PASSPHRASE = ${quote(input.networkPassphrase)}`,
    `HORIZON_URL = ${quote(input.horizonUrl)}`,
    `FEDERATION_SERVER = ${quote(`${input.origin}/api/federation`)}`,
    `WEB_AUTH_ENDPOINT = ${quote(`${input.origin}/api/anchor/authentication`)}`,
    `TRANSFER_SERVER_SEP0024 = ${quote(`${input.origin}/api/sep24`)}`,
    `KYC_SERVER = ${quote(`${input.origin}/api/sep12`)}`,
    `SIGNING_KEY = ${quote(input.signingKey)}`,
    `ACCOUNTS = [${input.accounts.map(quote).join(", ")}]`,
    "",
    "[DOCUMENTATION]",
    `ORG_NAME = "Sextant"`,
    `ORG_DBA = "Sextant"`,
    `ORG_URL = ${quote(input.origin)}`,
    `ORG_LOGO = ${quote(`${input.origin}/files/coins/levelg.svg`)}`,
    `ORG_DESCRIPTION = "Sextant is a non-custodial wallet and exchange on the Stellar network. It issues the assets listed here on this network."`,
    `ORG_OFFICIAL_EMAIL = "admin@sextant.example"`,
    `ORG_SUPPORT_EMAIL = "support@sextant.example"`,
    `ORG_TWITTER = "sextantwallet"`,
  ];
  // Assets issued on the public network are live; on the test networks they are test assets.
  const status = input.network === "public" ? "live" : "test";
  for (const asset of input.assets.filter((a) => a.issuer !== "")) {
    lines.push(
      "",
      "[[CURRENCIES]]",
      `code = ${quote(asset.code)}`,
      `issuer = ${quote(asset.issuer)}`,
      `status = ${quote(status)}`,
      `display_decimals = ${Math.min(Math.max(asset.displayDecimals, 0), MAX_DISPLAY_DECIMALS)}`,
      `name = ${quote(asset.name.slice(0, MAX_NAME))}`,
      `desc = ${quote(asset.description)}`,
      `conditions = "Withdrawal fees apply"`,
      `image = ${quote(`${input.origin}${asset.image}`)}`,
      `is_asset_anchored = ${asset.isAssetAnchored}`,
      // An asset that is not anchored is a token of the operator's own: SEP-1's type for it is "other".
      `anchor_asset_type = ${quote(asset.isAssetAnchored ? "crypto" : "other")}`,
      ...(asset.isAssetAnchored
        ? [
            `anchor_asset = ${quote(asset.code)}`,
            `redemption_instructions = ${quote(
              `Withdraw ${asset.code} to its home chain from the wallet's withdrawal tab; withdrawal fees apply.`,
            )}`,
          ]
        : []),
    );
  }
  return `${lines.join("\n")}\n`;
}
