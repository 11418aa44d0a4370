import type { JsonValue } from "../engine/effects";
import { type RequestContext, sendJson } from "./http";

const TITLES: Record<string, string> = {
  not_found: "Resource Missing",
  bad_request: "Bad Request",
  transaction_failed: "Transaction Failed",
  transaction_malformed: "Transaction Malformed",
  not_acceptable: "An acceptable response content-type could not be provided for this request",
  method_not_allowed: "Method Not Allowed",
  unsupported_media_type: "Unsupported Media Type",
  server_error: "Internal Server Error",
  rate_limit_exceeded: "Rate Limit Exceeded",
  payload_too_large: "Payload Too Large",
  unauthorized: "Unauthorized",
  forbidden: "Forbidden",
  request_header_fields_too_large: "Request Header Fields Too Large",
};

const DETAILS: Record<string, string> = {
  not_found:
    "The resource at the url requested was not found.  This usually occurs for one of two reasons:  The url requested is not valid, or no data in our database could be found with the parameters provided.",
  bad_request: "The request you sent was invalid in some way.",
  transaction_failed:
    "The transaction failed when submitted to the stellar network. The `extras.result_codes` field on this response contains further details.  Descriptions of each code can be found at: https://developers.stellar.org/docs/data/apis/horizon/api-reference/errors/http-status-codes/horizon-specific/transaction-failed",
  transaction_malformed:
    "Horizon could not decode the transaction envelope in this request. A transaction should be an XDR TransactionEnvelope struct encoded using base64.  The envelope read from this request is echoed in the `extras.envelope_xdr` field of this response for your convenience.",
  server_error:
    "An error occurred while processing this request.  This is usually due to a bug within the server software.  Trying this request again may succeed if the bug is transient, otherwise please report this issue to the issues tracker at: https://github.com/stellar/go/issues. Please include this response in your issue.",
  rate_limit_exceeded:
    "The rate limit for the requesting IP address is over its alloted limit.  The allowed limit and requests left per time period are communicated to clients via the http response headers 'X-RateLimit-*' headers.",
  payload_too_large: "The request body is larger than this server accepts.",
};

export const PROBLEM_CONTENT_TYPE = "application/problem+json; charset=utf-8";

/** The RFC 7807 problem document Horizon answers errors with: `{type, title, status, detail, extras?}`. */
export function problemBody(
  status: number,
  type: string,
  extras?: { [key: string]: JsonValue },
  detail?: string,
): { [key: string]: JsonValue } {
  const body: { [key: string]: JsonValue } = {
    type: `https://stellar.org/horizon-errors/${type}`,
    title: TITLES[type] ?? type,
    status,
    detail: detail ?? DETAILS[type] ?? "",
  };
  if (extras) body.extras = extras;
  return body;
}

/** Sends an RFC 7807 problem document the way Horizon does. */
export function sendProblem(
  ctx: RequestContext,
  status: number,
  type: string,
  extras?: { [key: string]: JsonValue },
  detail?: string,
): void {
  sendJson(ctx, status, problemBody(status, type, extras, detail), PROBLEM_CONTENT_TYPE);
}

export function notFound(ctx: RequestContext): void {
  sendProblem(ctx, 404, "not_found");
}

export function badRequest(ctx: RequestContext, field: string, reason: string): void {
  sendProblem(ctx, 400, "bad_request", { invalid_field: field, reason });
}
