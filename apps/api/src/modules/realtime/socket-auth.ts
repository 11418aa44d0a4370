import type { FastifyInstance, FastifyRequest } from "fastify";

/**
 * The account a socket's handshake token (`auth.token`, a SEP-10 JWT) proves, checked by the same code as a
 * REST call's bearer token; `undefined` when the token is missing, expired or not for a plain account.
 */
export async function accountOfToken(app: FastifyInstance, token: unknown): Promise<string | undefined> {
  if (typeof token !== "string" || token.length === 0 || token.length > 4096) return undefined;
  const probe = { headers: { authorization: `Bearer ${token}` }, account: undefined };
  try {
    await app.authenticate(probe as unknown as FastifyRequest);
    return probe.account;
  } catch {
    return undefined;
  }
}
