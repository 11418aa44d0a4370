import type { Socket } from "node:net";
import { ErrorCode, type TApiError } from "@sextant/core";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { AppError } from "../errors";

/** Every 4xx/5xx answer of the API has one shape: `{ code, message, details? }`. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.statusCode).send(body(error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath?.replace(/^\//, "").replaceAll("/", ".");
      const message = first ? `${field ? `${field}: ` : ""}${first.message}` : "Invalid request";
      return reply.code(400).send(body(ErrorCode.ValidationFailed, message, { issues: error.validation }));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, "response does not match its contract");
      return reply.code(500).send(body(ErrorCode.Internal, "Internal server error"));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply.code(status).send(body(ErrorCode.Internal, "Internal server error"));
    }
    // Fastify's own client errors: bad JSON, body too large, unsupported media type …
    return reply.code(status).send(body(clientCode(status), error.message));
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .code(404)
      .send(body(ErrorCode.NotFound, `Route ${request.method} ${request.url.split("?")[0]} not found`));
  });
});

function body(code: string, message: string, details?: unknown): TApiError {
  return details === undefined ? { code, message } : { code, message, details };
}

function clientCode(status: number): string {
  if (status === 401) return ErrorCode.Unauthorized;
  if (status === 403) return ErrorCode.Forbidden;
  if (status === 404) return ErrorCode.NotFound;
  if (status === 409) return ErrorCode.Conflict;
  if (status === 429) return ErrorCode.RateLimited;
  return ErrorCode.ValidationFailed;
}

/**
 * Fastify's `clientErrorHandler`: errors Node's HTTP parser meets before there is a request (headers too large,
 * a malformed request line) are answered on the socket in the one error shape.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const [status, reason, message] =
    error.code === "HPE_HEADER_OVERFLOW"
      ? [431, "Request Header Fields Too Large", "The request's headers are too large."]
      : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? [408, "Request Timeout", "The request took too long to arrive."]
        : [400, "Bad Request", "The request is malformed."];
  const payload = JSON.stringify(body(ErrorCode.ValidationFailed, message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(payload)}\r\n\r\n${payload}`,
    );
  }
  socket.destroy(error);
}

/** Fastify's `frameworkErrors`: a malformed URL (bad percent-encoding) or an over-long parameter is a 400. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const message = error.code === "FST_ERR_BAD_URL" ? "The URL is malformed." : "The request is malformed.";
  reply.code(400).send(body(ErrorCode.ValidationFailed, message));
}
