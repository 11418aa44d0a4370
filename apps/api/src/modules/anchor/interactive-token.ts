import { randomBytes } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { hashToken } from "./withdrawals";

/** Minutes an interactive page's one-time token stays valid. */
export const TOKEN_MINUTES = 30;

/** A fresh one-time token (only its hash is stored) and when it expires. */
export function newInteractiveToken(): { token: string; hash: string; expiresAt: Date } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token), expiresAt: new Date(Date.now() + TOKEN_MINUTES * 60_000) };
}

/** The origin the caller reached this server on: the interactive page lives beside the API. */
export function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

export function interactiveUrl(request: FastifyRequest, token: string, id: string): string {
  return `${originOf(request)}/sep24/interactive?token=${encodeURIComponent(token)}&id=${encodeURIComponent(id)}`;
}
