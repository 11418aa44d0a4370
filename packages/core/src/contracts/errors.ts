import { z } from "zod";

/** The one error shape of every 4xx/5xx answer of the API. `message` is the text a person reads. */
export const ZApiError = z
  .object({
    code: z.string().describe("Machine-readable code, e.g. NOT_FOUND, VALIDATION_FAILED"),
    message: z.string().describe("Human-readable message, shown as it is"),
    details: z.unknown().optional(),
  })
  .meta({ id: "ApiError" });
export type TApiError = z.infer<typeof ZApiError>;

export const ErrorCode = {
  NotFound: "NOT_FOUND",
  ValidationFailed: "VALIDATION_FAILED",
  Unauthorized: "UNAUTHORIZED",
  Forbidden: "FORBIDDEN",
  Conflict: "CONFLICT",
  RateLimited: "RATE_LIMITED",
  Timeout: "TIMEOUT",
  Unavailable: "UNAVAILABLE",
  NotImplemented: "NOT_IMPLEMENTED",
  Internal: "INTERNAL",
} as const;
export type TErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
