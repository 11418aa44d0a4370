import { ZFederationName } from "@sextant/core";
import { isApiError } from "../../../lib/api-client";

/** Wallet Settings and delete-account messages, word for word from the spec (document 2 §5, §8). */
export const WALLET_SETTINGS_MESSAGES = {
  nameEmpty: "Name field can't be empty.",
  nameUsed: "This name already used.",
  domainNotUrl: "Domain field should be a url.",
  homeDomainFirst: "You need to set home domain first",
  homeDomainFailed: "Error while setting home domain.",
  federationTaken: "This name for federation is already taken.",
  federationAlreadySet: "This wallet have already set a federation name.",
  federationFailed: "Error while setting federation name.",
  publicKeyRequired: "Please enter a public key.",
  removeFailed: "Unable to Remove account make sure account id is correct.",
  removed: "Successfully deleted.",
} as const;

/** Server texts of POST /federation/setfederation that the spec shows differently. */
const FEDERATION_SERVER_MESSAGES: Record<string, string> = {
  "Name already taken.": WALLET_SETTINGS_MESSAGES.federationTaken,
  "Account already exist": WALLET_SETTINGS_MESSAGES.federationAlreadySet,
};

/**
 * The ledger stores an account's home domain in a `string32`: SetOptions refuses one longer than 32 bytes, so a
 * valid DNS name (up to 253 characters, labels up to 63) may still be too long to set.
 */
export const HOME_DOMAIN_MAX_BYTES = 32;
export const DNS_NAME_MAX_LENGTH = 253;
export const DNS_LABEL_MAX_LENGTH = 63;

/** Said when the domain is a valid name but longer than the ledger keeps. */
export const HOME_DOMAIN_TOO_LONG = `A home domain can have at most ${HOME_DOMAIN_MAX_BYTES} characters: the Stellar network stores no more.`;

interface TNamedWallet {
  walletId: string;
  name: string;
}

/** A new wallet name: not empty and not used by another wallet on this device (case-insensitive). */
export function validateWalletName(name: string, wallets: TNamedWallet[], walletId: string): string | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return WALLET_SETTINGS_MESSAGES.nameEmpty;
  const used = wallets.some(
    (wallet) => wallet.walletId !== walletId && wallet.name.trim().toLowerCase() === trimmed.toLowerCase(),
  );
  return used ? WALLET_SETTINGS_MESSAGES.nameUsed : null;
}

const LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/** A DNS host name: dot-separated labels of letters, digits and inner hyphens, ≤ 63 each, ≤ 253 in all. */
export function isDnsName(host: string): boolean {
  if (host === "localhost") return true;
  if (host.length === 0 || host.length > DNS_NAME_MAX_LENGTH) return false;
  const labels = host.split(".");
  const tld = labels[labels.length - 1] ?? "";
  if (labels.length < 2 || !/^(?:[a-z]{2,}|xn--[a-z0-9-]+)$/.test(tld)) return false;
  return labels.every((label) => label.length <= DNS_LABEL_MAX_LENGTH && LABEL.test(label));
}

/** What a typed home domain is: the domain the ledger would store, or the message that refuses it. */
export type THomeDomainCheck = { ok: true; domain: string } | { ok: false; message: string };

/**
 * The home domain typed as a URL (`https://example.com` or `example.com`) reduced to the host (and port, for
 * local servers such as `localhost:3000`) the ledger stores. Not an http(s) URL of a DNS name → the spec's
 * 'Domain field should be a url.'; a valid name over the ledger's 32 bytes → `HOME_DOMAIN_TOO_LONG`.
 */
export function checkHomeDomain(value: string): THomeDomainCheck {
  const notUrl = { ok: false, message: WALLET_SETTINGS_MESSAGES.domainNotUrl } as const;
  const trimmed = value.trim();
  if (trimmed.length === 0 || /\s/.test(trimmed)) return notUrl;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return notUrl;
  }
  const host = url.hostname.toLowerCase();
  const onlyHost = (url.pathname === "/" || url.pathname === "") && !url.search && !url.hash;
  const scheme = url.protocol === "https:" || url.protocol === "http:";
  if (!scheme || !onlyHost || !isDnsName(host) || url.username || url.password) return notUrl;
  const domain = url.port ? `${host}:${url.port}` : host;
  if (new TextEncoder().encode(domain).length > HOME_DOMAIN_MAX_BYTES) {
    return { ok: false, message: HOME_DOMAIN_TOO_LONG };
  }
  return { ok: true, domain };
}

/** The domain to store, or null when `checkHomeDomain` refuses it. */
export function parseHomeDomain(value: string): string | null {
  const check = checkHomeDomain(value);
  return check.ok ? check.domain : null;
}

export function validateHomeDomain(value: string): string | null {
  const check = checkHomeDomain(value);
  return check.ok ? null : check.message;
}

/**
 * A federation name needs the account's home domain first, then a name the API accepts (the contract's rule:
 * no spaces, `*` or `>`, at most 64 characters).
 */
export function validateFederationName(name: string, homeDomain: string | null): string | null {
  if (!homeDomain) return WALLET_SETTINGS_MESSAGES.homeDomainFirst;
  if (name.trim().length === 0) return WALLET_SETTINGS_MESSAGES.nameEmpty;
  const parsed = ZFederationName.safeParse(name);
  return parsed.success
    ? null
    : (parsed.error.issues[0]?.message ?? WALLET_SETTINGS_MESSAGES.federationFailed);
}

/** The spec's text for a failed setfederation call. */
export function federationErrorMessage(error: unknown): string {
  const server = isApiError(error) ? FEDERATION_SERVER_MESSAGES[error.message] : undefined;
  return server ?? WALLET_SETTINGS_MESSAGES.federationFailed;
}

/** Delete account: the typed public key must be the selected wallet's. */
export function validateDeletePublicKey(input: string, publicKey: string): string | null {
  const typed = input.trim();
  if (typed.length === 0) return WALLET_SETTINGS_MESSAGES.publicKeyRequired;
  return typed === publicKey ? null : WALLET_SETTINGS_MESSAGES.removeFailed;
}
