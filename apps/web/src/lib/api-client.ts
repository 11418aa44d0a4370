import { API_FETCH_TIMEOUT_MS, ZApiError } from "@sextant/core";
import { API_MESSAGES, ApiError } from "./api-error";

export { API_MESSAGES, ApiError, isApiError } from "./api-error";

export const API_BASE = "/api";

/** Anything with a zod-like `parse`; the client stays independent of the schema library. */
export interface TSchema<T> {
  parse(data: unknown): T;
}

/** Supplies the bearer token for calls made with `auth: true`; a failure yields no token, quietly. */
export type TAuthTokenProvider = () => Promise<string | null>;

let authTokenProvider: TAuthTokenProvider | null = null;

/** Registered once by the feature that owns the token exchange; `null` removes it (for example at logout). */
export function setAuthTokenProvider(provider: TAuthTokenProvider | null): void {
  authTokenProvider = provider;
}

async function authHeader(): Promise<Record<string, string>> {
  const token = authTokenProvider ? await authTokenProvider().catch(() => null) : null;
  return token ? { Authorization: `Bearer ${token}` } : {};
}

export interface TApiRequestOptions<T> {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Sent as JSON; a `FormData` is sent as multipart, as it is. */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  /** Validates the answer; without it the parsed JSON is returned as it is. */
  schema?: TSchema<T>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Sends the bearer token of the registered provider. */
  auth?: boolean;
}

function buildUrl(path: string, query: TApiRequestOptions<unknown>["query"]): string {
  const url = `${API_BASE}${path.startsWith("/") ? path : `/${path}`}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Turns a non-2xx answer into an ApiError: 504 is a timeout, else the API's `{ code, message }` shape. */
export function errorFromResponse(status: number, body: unknown): ApiError {
  if (status === 504) {
    return new ApiError({ message: API_MESSAGES.timeout, status, code: "TIMEOUT", kind: "timeout" });
  }
  const parsed = ZApiError.safeParse(body);
  if (parsed.success) {
    const { code, message, details } = parsed.data;
    return new ApiError({ message, status, code, kind: "api", details });
  }
  return new ApiError({ message: API_MESSAGES.failed, status, code: `HTTP_${status}`, kind: "api" });
}

function errorFromThrown(error: unknown, timedOut: boolean): ApiError {
  if (error instanceof ApiError) return error;
  if (timedOut) {
    return new ApiError({ message: API_MESSAGES.timeout, status: 0, code: "TIMEOUT", kind: "timeout" });
  }
  const aborted = error instanceof DOMException && error.name === "AbortError";
  return new ApiError({
    message: aborted ? "Request cancelled" : API_MESSAGES.network,
    status: 0,
    code: aborted ? "ABORTED" : "NETWORK",
    kind: "network",
  });
}

function bodyJson(body: unknown): string | undefined {
  return body === undefined ? undefined : JSON.stringify(body);
}

/** The one API client: base `/api`, JSON in and out, 10 s time-out, one error type. */
export async function apiRequest<T = unknown>(path: string, options: TApiRequestOptions<T> = {}): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? API_FETCH_TIMEOUT_MS);
  const onOuterAbort = () => controller.abort();
  options.signal?.addEventListener("abort", onOuterAbort);

  try {
    const headers: Record<string, string> = {
      Accept: "application/json",
      ...(options.auth ? await authHeader() : {}),
      ...options.headers,
    };
    const multipart = options.body instanceof FormData;
    if (options.body !== undefined && !multipart) headers["Content-Type"] = "application/json";
    const response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? "GET",
      headers,
      body: multipart ? (options.body as FormData) : bodyJson(options.body),
      signal: controller.signal,
    });
    const body = await readBody(response);
    if (!response.ok) throw errorFromResponse(response.status, body);
    if (!options.schema) return body as T;
    try {
      return options.schema.parse(body);
    } catch (cause) {
      throw new ApiError({
        message: API_MESSAGES.invalidResponse,
        status: response.status,
        code: "INVALID_RESPONSE",
        kind: "invalid-response",
        details: cause,
      });
    }
  } catch (error) {
    throw errorFromThrown(error, timedOut);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener("abort", onOuterAbort);
  }
}
