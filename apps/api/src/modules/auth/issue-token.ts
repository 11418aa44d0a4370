import { ErrorCode } from "@sextant/core";
import { type Horizon, MuxedAccount, WebAuth } from "@stellar/stellar-sdk";
import { SignJWT } from "jose";
import type { Database } from "../../db/database";
import { AppError } from "../../errors";
import { isNotFound } from "../../ledger/horizon";
import { sepError, webAuthDomainOf } from "./build-challenge";
import type { ServerSecrets } from "./server-secrets";
import { markChallengeUsed } from "./used-challenges";

export const TOKEN_LIFETIME_SECONDS = 24 * 60 * 60;

/**
 * Seconds a challenge is still taken after its maximum time bound (or before its minimum). Both bounds come from
 * this server's own clock, so a client's clock never matters; the allowance only covers instances of one
 * deployment whose clocks differ slightly (NTP keeps them well within it) — not the SDK's 5-minute grace.
 */
export const CLOCK_SKEW_SECONDS = 5;

/**
 * Verifies a signed SEP-10 challenge and issues a JWT for its account. A funded account must be signed for with
 * at least its medium threshold by its current signers; an unfunded one by its own master key; a client domain's
 * signing key must have signed when the challenge names one. A challenge gives one token only. Every rejection
 * is a 400 with SEP-10's `{ error }` answer.
 */
export async function issueToken(options: {
  transaction: string;
  secrets: ServerSecrets;
  horizon: Horizon.Server;
  db: Database;
  homeDomain: string;
  networkPassphrase: string;
  issuer: string;
  now?: () => number;
}): Promise<string> {
  const { secrets, homeDomain, networkPassphrase } = options;
  const server = secrets.signingKeypair.publicKey();
  let challenge: ReturnType<typeof WebAuth.readChallengeTx>;
  try {
    challenge = WebAuth.readChallengeTx(
      options.transaction,
      server,
      networkPassphrase,
      homeDomain,
      webAuthDomainOf(homeDomain),
    );
  } catch (error) {
    throw invalid(error);
  }

  // The SDK allows five minutes past the maximum time bound; the server holds the challenge to its own bounds.
  const nowSeconds = Math.floor((options.now?.() ?? Date.now()) / 1000);
  const bounds = challenge.tx.timeBounds;
  const minTime = Number(bounds?.minTime ?? 0);
  const maxTime = Number(bounds?.maxTime ?? 0);
  if (!bounds || maxTime === 0) throw sepError("Invalid challenge: it has no time bounds");
  if (nowSeconds > maxTime + CLOCK_SKEW_SECONDS) throw sepError("Invalid challenge: it has expired");
  if (nowSeconds < minTime - CLOCK_SKEW_SECONDS) throw sepError("Invalid challenge: it is not valid yet");

  const subject = challenge.clientAccountID;
  const account = subject.startsWith("M")
    ? MuxedAccount.fromAddress(subject, "0").baseAccount().accountId()
    : subject;

  let record: Horizon.AccountResponse | undefined;
  try {
    record = await options.horizon.loadAccount(account);
  } catch (error) {
    if (!isNotFound(error))
      throw new AppError(ErrorCode.Unavailable, "The ledger is unavailable, try again.");
  }
  try {
    if (record) {
      WebAuth.verifyChallengeTxThreshold(
        options.transaction,
        server,
        networkPassphrase,
        record.thresholds.med_threshold,
        record.signers,
        homeDomain,
        webAuthDomainOf(homeDomain),
      );
    } else {
      WebAuth.verifyChallengeTxSigners(
        options.transaction,
        server,
        networkPassphrase,
        [account],
        homeDomain,
        webAuthDomainOf(homeDomain),
      );
    }
  } catch (error) {
    throw invalid(error);
  }

  const hash = Buffer.from(challenge.tx.hash()).toString("hex");
  const first = await markChallengeUsed(options.db, hash, new Date((maxTime + CLOCK_SKEW_SECONDS) * 1000));
  if (!first) throw sepError("Invalid challenge: it has already been used");

  const clientDomain = challenge.tx.operations.find(
    (operation) => operation.type === "manageData" && operation.name === "client_domain",
  );
  const claims: Record<string, string> = { home_domain: challenge.matchedHomeDomain };
  if (clientDomain?.type === "manageData" && clientDomain.value) {
    claims.client_domain = Buffer.from(clientDomain.value).toString();
  }
  return new SignJWT(claims)
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuer(options.issuer)
    .setSubject(challenge.memo ? `${subject}:${challenge.memo}` : subject)
    .setJti(hash)
    .setIssuedAt(nowSeconds)
    .setExpirationTime(nowSeconds + TOKEN_LIFETIME_SECONDS)
    .sign(secrets.jwtKey);
}

function invalid(error: unknown) {
  const reason = error instanceof Error ? error.message : "it is not a valid challenge";
  return sepError(`Invalid challenge: ${reason}`);
}
