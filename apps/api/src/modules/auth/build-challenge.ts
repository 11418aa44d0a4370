import { WebAuth } from "@stellar/stellar-sdk";
import type { ServerSecrets } from "./server-secrets";

/** Seconds a challenge stays valid for signing. */
export const CHALLENGE_TIMEOUT_SECONDS = 300;

/** A SEP-10 challenge for `account`, signed by the server key. */
export function buildChallenge(options: {
  account: string;
  secrets: ServerSecrets;
  homeDomain: string;
  networkPassphrase: string;
}): string {
  return WebAuth.buildChallengeTx(
    options.secrets.signingKeypair,
    options.account,
    options.homeDomain,
    CHALLENGE_TIMEOUT_SECONDS,
    options.networkPassphrase,
    options.homeDomain,
  );
}
