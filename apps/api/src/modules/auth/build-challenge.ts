import { ErrorCode } from "@sextant/core";
import { StellarToml, StrKey, WebAuth } from "@stellar/stellar-sdk";
import { AppError } from "../../errors";
import type { ServerSecrets } from "./server-secrets";

/**
 * Seconds a challenge stays valid, from its minimum to its maximum time bound. The server honours exactly this
 * (plus `CLOCK_SKEW_SECONDS`), never the SDK's longer grace period.
 */
export const CHALLENGE_TIMEOUT_SECONDS = 300;

const MAX_UINT64 = 18_446_744_073_709_551_615n;
const DOMAIN = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/i;

export interface ChallengeRequest {
  account?: string | undefined;
  memo?: string | undefined;
  home_domain?: string | undefined;
  client_domain?: string | undefined;
}

/** A 400 with SEP-10's `{ error }` answer (the auth routes' error handler writes it). */
export function sepError(message: string): AppError {
  return new AppError(ErrorCode.ValidationFailed, message);
}

/**
 * A SEP-10 challenge for the request's account, signed by the server key: source the signing key, sequence 0,
 * time bounds now … now + 300 s, a `<home domain> auth` ManageData operation from the client account with a
 * 48-byte random nonce, a `web_auth_domain` operation, an ID memo when asked for, and a `client_domain`
 * operation from the wallet's signing key when a client domain is given.
 */
export async function buildChallenge(options: {
  request: ChallengeRequest;
  secrets: ServerSecrets;
  homeDomain: string;
  networkPassphrase: string;
  /** Read a local client domain (localhost, 127.*) over plain HTTP; on the public network one is refused. */
  allowLocalHttp: boolean;
}): Promise<string> {
  const { request, homeDomain } = options;
  const account = request.account?.trim();
  if (!account) throw sepError("account is required");
  const muxed = StrKey.isValidMed25519PublicKey(account);
  if (!muxed && !StrKey.isValidEd25519PublicKey(account)) {
    throw sepError("account must be a valid Stellar account (G…) or muxed account (M…)");
  }
  let memo: string | undefined;
  if (request.memo !== undefined && request.memo !== "") {
    if (muxed) throw sepError("memo cannot be used with a muxed account (M…)");
    if (!/^\d{1,20}$/.test(request.memo) || BigInt(request.memo) > MAX_UINT64) {
      throw sepError("memo must be an ID memo, a whole number between 0 and 18446744073709551615");
    }
    memo = BigInt(request.memo).toString();
  }
  if (request.home_domain !== undefined && request.home_domain.toLowerCase() !== homeDomain.toLowerCase()) {
    throw sepError(`home_domain must be ${homeDomain}, the only home domain this server authenticates for`);
  }
  let clientDomain: string | undefined;
  let clientKey: string | undefined;
  if (request.client_domain !== undefined && request.client_domain !== "") {
    clientDomain = request.client_domain.toLowerCase();
    if (!DOMAIN.test(clientDomain))
      throw sepError("client_domain must be a domain name, e.g. wallet.example.com");
    try {
      clientKey = await signingKeyOf(clientDomain, options.allowLocalHttp);
    } catch {
      throw sepError(`The stellar.toml of ${clientDomain} could not be read or has no valid SIGNING_KEY`);
    }
  }
  return WebAuth.buildChallengeTx(
    options.secrets.signingKeypair,
    account,
    homeDomain,
    CHALLENGE_TIMEOUT_SECONDS,
    options.networkPassphrase,
    webAuthDomainOf(homeDomain),
    memo ?? null,
    clientDomain ?? null,
    clientKey ?? null,
  );
}

/**
 * The challenge's `web_auth_domain`: the host of WEB_AUTH_ENDPOINT without a port (`localhost:3000` → `localhost`),
 * which is what wallets compare it with (the SDF wallet SDK takes the endpoint URL's hostname); the home domain
 * keeps its port.
 */
export function webAuthDomainOf(homeDomain: string): string {
  return homeDomain.replace(/:\d+$/, "");
}

/** The SIGNING_KEY of a domain's stellar.toml (plain HTTP only for a local domain, when allowed). */
async function signingKeyOf(domain: string, allowLocalHttp: boolean): Promise<string> {
  const local = /^(localhost|127\.)/.test(domain);
  if (local && !allowLocalHttp) throw new Error("a local client domain on the public network");
  const toml = await StellarToml.Resolver.resolve(domain, {
    allowHttp: allowLocalHttp && local,
    timeout: 5000,
  });
  const key = toml.SIGNING_KEY;
  if (typeof key !== "string" || !StrKey.isValidEd25519PublicKey(key))
    throw new Error("no valid SIGNING_KEY");
  return key;
}
