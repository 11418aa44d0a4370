import { ErrorCode, type TErrorCode } from "@sextant/core";

/** A failure with a machine code and a message meant for people; the error plugin turns it into the one error shape. */
export class AppError extends Error {
  constructor(
    public readonly code: TErrorCode,
    message: string,
    public readonly statusCode = statusFor(code),
    public readonly details?: unknown,
  ) {
    super(message);
    this.name = "AppError";
  }
}

function statusFor(code: TErrorCode): number {
  switch (code) {
    case ErrorCode.NotFound:
      return 404;
    case ErrorCode.ValidationFailed:
      return 400;
    case ErrorCode.Unauthorized:
      return 401;
    case ErrorCode.Forbidden:
      return 403;
    case ErrorCode.Conflict:
      return 409;
    case ErrorCode.RateLimited:
      return 429;
    case ErrorCode.Timeout:
      return 504;
    case ErrorCode.Unavailable:
      return 503;
    case ErrorCode.NotImplemented:
      return 501;
    default:
      return 500;
  }
}
