import { z } from "zod";

/**
 * GET /api/anchor/authentication?account=… — a SEP-10 challenge transaction for the account to sign. The values
 * are checked by the server (SEP-10 wants its own `{ error }` answer for a bad one, see `ZSepError`).
 */
export const ZGetAuthChallengeRequest = z.object({
  account: z
    .string()
    .optional()
    .describe("The account to authenticate: a Stellar account (G…) or a muxed account (M…)"),
  memo: z
    .string()
    .optional()
    .describe(
      "An ID memo (unsigned 64-bit integer) naming a user of a shared account; not with an M… account",
    ),
  home_domain: z.string().optional().describe("The home domain the client expects; must be this server's"),
  client_domain: z
    .string()
    .optional()
    .describe("The wallet's domain: its stellar.toml SIGNING_KEY must then sign the challenge as well"),
});
export type TGetAuthChallengeRequest = z.infer<typeof ZGetAuthChallengeRequest>;

export const ZGetAuthChallengeResponse = z
  .object({
    transaction: z.string().describe("Challenge transaction envelope, base64 XDR, signed by the server"),
    network_passphrase: z.string(),
  })
  .meta({ id: "AuthChallenge" });
export type TGetAuthChallengeResponse = z.infer<typeof ZGetAuthChallengeResponse>;

/** The error answer of the SEP endpoints, as the SEPs define it (the product's own endpoints use `ZApiError`). */
export const ZSepError = z
  .object({ error: z.string().describe("What was wrong, for people") })
  .meta({ id: "SepError" });
export type TSepError = z.infer<typeof ZSepError>;
