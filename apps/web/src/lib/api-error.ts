/** Messages shown for failures that never reach the API's own `{ code, message }` answer. */
export const API_MESSAGES = {
  timeout: "Request timeout please try again.",
  network: "Network error Please try again",
  failed: "Request failed please try again",
  invalidResponse: "Unexpected response from the server.",
} as const;

export type TApiErrorKind = "api" | "timeout" | "network" | "invalid-response";

/** Every failure of `apiRequest` is an ApiError; `message` is the text a person reads. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly kind: TApiErrorKind;
  readonly details: unknown;

  constructor(options: {
    message: string;
    status: number;
    code: string;
    kind: TApiErrorKind;
    details?: unknown;
  }) {
    super(options.message);
    this.name = "ApiError";
    this.status = options.status;
    this.code = options.code;
    this.kind = options.kind;
    this.details = options.details;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
