import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { SignJWT } from "jose";
import { serverSecretsOf } from "../../src/modules/auth/server-secrets";

/**
 * A JWT for `account` as SEP-10 would issue it, without a ledger: for tests of what a signed-in account may do
 * (the sign-in itself is tested in modules/auth).
 */
export async function testToken(
  app: FastifyInstance,
  account: string,
  issuedAt = Math.floor(Date.now() / 1000),
): Promise<string> {
  const secrets = serverSecretsOf(app.database.db);
  const now = issuedAt;
  return new SignJWT({})
    .setProtectedHeader({ alg: "HS256" })
    .setIssuer(`https://${app.settings.homeDomain}/api/anchor/authentication`)
    .setSubject(account)
    .setJti(randomBytes(32).toString("hex"))
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .sign(secrets.jwtKey);
}
