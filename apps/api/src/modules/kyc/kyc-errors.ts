import { ErrorCode, KYC_EXTRA_MESSAGES, type TErrorCode, type TKycFieldError } from "@sextant/core";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import { AppError } from "../../errors";

/** The spec's code for "this account has no KYC profile" (doc 2 §7: GET /kyc/info answers NO_USER). */
export const NO_USER = "NO_USER" as TErrorCode;

export function noUser(): AppError {
  return new AppError(NO_USER, KYC_EXTRA_MESSAGES.noUser, 404);
}

/** A 400 whose message is the first field's message (the spec's text) and whose details list every field. */
export function fieldErrors(errors: TKycFieldError[]): AppError {
  return new AppError(ErrorCode.ValidationFailed, errors[0]?.message ?? "Invalid request", 400, {
    fields: errors,
  });
}

/** Parses `value` with `schema`, or throws the field errors with the schema's own (the spec's) messages. */
export function parseFields<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw fieldErrors(
    result.error.issues.map((issue) => ({ field: issue.path.join("."), message: issue.message })),
  );
}

/**
 * For routes declared with `attachValidation: true`: the contract still documents the body, but a body that
 * fails it is answered with the spec's message for the field (not the framework's "field: message").
 */
export function validBody<T extends z.ZodType>(request: FastifyRequest, schema: T): z.infer<T> {
  if (!request.validationError) return request.body as z.infer<T>;
  return parseFields(schema, request.body ?? {});
}

/** The caller may act on `accountId` only when it is the token's own account. */
export function assertOwner(request: FastifyRequest, accountId: string | undefined): string {
  const caller = request.account as string;
  if (accountId !== undefined && accountId !== "" && accountId !== caller) {
    throw new AppError(ErrorCode.Forbidden, KYC_EXTRA_MESSAGES.notYours);
  }
  return caller;
}
