import { z } from "zod";

/** POST /api/anchor/authentication — the signed challenge in, a JWT bound to the account out. */
export const ZPostAuthTokenRequest = z.object({
  transaction: z.string().min(1, "transaction is required"),
});
export type TPostAuthTokenRequest = z.infer<typeof ZPostAuthTokenRequest>;

export const ZPostAuthTokenResponse = z
  .object({
    token: z
      .string()
      .describe("JWT: sub is the account, valid for 24 hours; the web app refreshes it hourly"),
  })
  .meta({ id: "AuthToken" });
export type TPostAuthTokenResponse = z.infer<typeof ZPostAuthTokenResponse>;
