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

/** A stored home domain is at most 32 characters (the ledger's limit). */
export const HOME_DOMAIN_MAX_LENGTH = 32;

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

/**
 * The home domain typed as a URL (`https://example.com` or `example.com`) reduced to the host (and port, for
 * local servers such as `localhost:3000`) the ledger stores; `null` when it is not a usable http(s) URL of a
 * named host within 32 characters.
 */
export function parseHomeDomain(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed.length === 0 || /\s/.test(trimmed)) return null;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase();
  const onlyHost = (url.pathname === "/" || url.pathname === "") && !url.search && !url.hash;
  const named = /^([a-z0-9-]+\.)+[a-z]{2,}$/.test(host) || host === "localhost";
  const scheme = url.protocol === "https:" || url.protocol === "http:";
  if (!scheme || !onlyHost || !named || url.username || url.password) return null;
  const domain = url.port ? `${host}:${url.port}` : host;
  return domain.length <= HOME_DOMAIN_MAX_LENGTH ? domain : null;
}

export function validateHomeDomain(value: string): string | null {
  return parseHomeDomain(value) === null ? WALLET_SETTINGS_MESSAGES.domainNotUrl : null;
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
