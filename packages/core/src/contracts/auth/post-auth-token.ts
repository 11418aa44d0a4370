import { z } from "zod";

/**
 * POST /api/anchor/authentication — the signed challenge in (JSON or `application/x-www-form-urlencoded`, as
 * SEP-10 asks), a JWT bound to the account out.
 */
export const ZPostAuthTokenRequest = z.object({
  transaction: z
    .string({ error: "transaction is required" })
    .min(1, "transaction is required")
    .describe("The challenge transaction signed by the account, base64 XDR"),
});
export type TPostAuthTokenRequest = z.infer<typeof ZPostAuthTokenRequest>;

export const ZPostAuthTokenResponse = z
  .object({
    token: z
      .string()
      .describe(
        "JWT (HS256): iss is this WEB_AUTH_ENDPOINT, sub the account (G…, M…, or G…:memo), iat, exp (24 hours " +
          "later), jti the challenge's transaction hash, home_domain, and client_domain when one signed",
      ),
  })
  .meta({ id: "AuthToken" });
export type TPostAuthTokenResponse = z.infer<typeof ZPostAuthTokenResponse>;
