import { ErrorCode } from "@sextant/core";
import { type Horizon, WebAuth } from "@stellar/stellar-sdk";
import { SignJWT } from "jose";
import { AppError } from "../../errors";
import { isNotFound } from "../../ledger/horizon";
import type { ServerSecrets } from "./server-secrets";

export const TOKEN_LIFETIME_SECONDS = 24 * 60 * 60;

/**
 * Verifies a signed SEP-10 challenge and issues a JWT for its account. A funded account must be signed for with
 * at least its medium threshold by its current signers; an unfunded one by its own master key.
 */
export async function issueToken(options: {
  transaction: string;
  secrets: ServerSecrets;
  horizon: Horizon.Server;
  homeDomain: string;
  networkPassphrase: string;
  issuer: string;
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
      homeDomain,
    );
  } catch (error) {
    throw invalid(error);
  }
  const account = challenge.clientAccountID;

  let record: Horizon.AccountResponse | undefined;
  try {
    record = await options.horizon.loadAccount(account);
  } catch (error) {
    if (!isNotFound(error))
      throw new AppError(ErrorCode.Unavailable, "The ledger is unavailable, try again.");
  }
  try {
    if (record) {
      const medium = record.thresholds.med_threshold;
      WebAuth.verifyChallengeTxThreshold(
        options.transaction,
        server,
        networkPassphrase,
        medium,
        record.signers,
        homeDomain,
        homeDomain,
      );
    } else {
      WebAuth.verifyChallengeTxSigners(
        options.transaction,
        server,
        networkPassphrase,
        [account],
        homeDomain,
        homeDomain,
      );
    }
  } catch (error) {
    throw invalid(error);
  }

  const hash = Buffer.from(challenge.tx.hash()).toString("hex");
  return new SignJWT({})
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuer(options.issuer)
    .setSubject(account)
    .setJti(hash)
    .setIssuedAt()
    .setExpirationTime(`${TOKEN_LIFETIME_SECONDS}s`)
    .sign(secrets.jwtKey);
}

function invalid(error: unknown): AppError {
  const reason = error instanceof Error ? error.message : "invalid challenge";
  return new AppError(ErrorCode.Unauthorized, `Invalid challenge: ${reason}`);
}
