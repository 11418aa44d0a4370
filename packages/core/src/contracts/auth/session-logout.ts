import { z } from "zod";

/**
 * POST /api/session/logout — ends the bearer token it is called with, before its expiry.
 * POST /api/session/logout-all — ends every session token of the caller's account issued so far (every device).
 */
export const ZSessionLogoutResponse = z
  .object({
    message: z.string().describe("What was ended"),
  })
  .meta({ id: "SessionLogout" });
export type TSessionLogoutResponse = z.infer<typeof ZSessionLogoutResponse>;

export const SESSION_MESSAGES = {
  loggedOut: "You are logged out.",
  loggedOutEverywhere: "Every session of this account is ended.",
} as const;
