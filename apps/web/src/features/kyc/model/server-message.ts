import { isApiError } from "../../../lib/api-client";

/**
 * The API's own words for a refusal (its `{ code, message }` answer), or null for anything else — a network
 * failure, a time-out or an answer not in that shape — where the screen shows the spec's fallback message.
 */
export function serverMessage(error: unknown): string | null {
  if (!isApiError(error) || error.kind !== "api" || error.code.startsWith("HTTP_")) return null;
  return error.message;
}
