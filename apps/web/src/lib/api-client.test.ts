import { afterEach, describe, expect, it, vi } from "vitest";
import { API_MESSAGES, ApiError, apiRequest, errorFromResponse, setAuthTokenProvider } from "./api-client";

function respond(status: number, body: unknown) {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  return vi.fn(async () => new Response(text, { status, headers: { "Content-Type": "application/json" } }));
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("expected the request to fail");
}

describe("errorFromResponse", () => {
  it.each([
    [504, { code: "X", message: "ignored" }, "TIMEOUT", "Request timeout please try again."],
    [404, { code: "NOT_FOUND", message: "No such order." }, "NOT_FOUND", "No such order."],
    [
      400,
      { code: "VALIDATION_FAILED", message: "Amount is required" },
      "VALIDATION_FAILED",
      "Amount is required",
    ],
    [500, "<html>oops</html>", "HTTP_500", "Request failed please try again"],
    [502, { error: "Bad Gateway" }, "HTTP_502", "Request failed please try again"],
  ])("%i %j → %s %j", (status, body, code, message) => {
    const error = errorFromResponse(status, body);
    expect(error.code).toBe(code);
    expect(error.message).toBe(message);
    expect(error.status).toBe(status);
  });
});

describe("apiRequest", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setAuthTokenProvider(null);
  });

  it("sends the bearer token only on auth calls, and none when the provider fails", async () => {
    const fetchMock = respond(200, {});
    vi.stubGlobal("fetch", fetchMock);
    const header = (call: number) =>
      ((fetchMock.mock.calls[call] as unknown as [string, RequestInit])[1].headers as Record<string, string>)
        .Authorization;

    setAuthTokenProvider(async () => "jwt-1");
    await apiRequest("/p2p/getBankDetail", { auth: true });
    await apiRequest("/coins/getAssets");
    setAuthTokenProvider(async () => {
      throw new Error("challenge failed");
    });
    await apiRequest("/p2p/getBankDetail", { auth: true });

    expect(header(0)).toBe("Bearer jwt-1");
    expect(header(1)).toBeUndefined();
    expect(header(2)).toBeUndefined();
  });

  it("calls /api with JSON and returns the parsed body", async () => {
    const fetchMock = respond(200, { ok: true });
    vi.stubGlobal("fetch", fetchMock);
    await expect(
      apiRequest("/things", { method: "POST", body: { a: 1 }, query: { take: 10 } }),
    ).resolves.toEqual({
      ok: true,
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/things?take=10");
    expect(init.method).toBe("POST");
    expect(init.body).toBe('{"a":1}');
    expect((init.headers as Record<string, string>)["Content-Type"]).toBe("application/json");
  });

  it("sends a FormData body as multipart, leaving the boundary's Content-Type to the browser", async () => {
    const fetchMock = respond(200, { filename: "a.png" });
    vi.stubGlobal("fetch", fetchMock);
    const form = new FormData();
    form.set("file", new Blob(["x"], { type: "image/png" }), "a.png");
    await expect(apiRequest("/kyc/uploadDocument", { method: "POST", body: form })).resolves.toEqual({
      filename: "a.png",
    });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)["Content-Type"]).toBeUndefined();
  });

  it("maps HTTP 504 to the spec's timeout message", async () => {
    vi.stubGlobal("fetch", respond(504, ""));
    const error = await failure(apiRequest("/config"));
    expect(error.message).toBe("Request timeout please try again.");
    expect(error.kind).toBe("timeout");
  });

  it("surfaces the API's { code, message } error", async () => {
    vi.stubGlobal("fetch", respond(409, { code: "CONFLICT", message: "Name already taken." }));
    const error = await failure(apiRequest("/federation"));
    expect(error).toMatchObject({
      status: 409,
      code: "CONFLICT",
      message: "Name already taken.",
      kind: "api",
    });
  });

  it("turns a network failure into a readable error", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    const error = await failure(apiRequest("/config"));
    expect(error).toMatchObject({ code: "NETWORK", message: API_MESSAGES.network });
  });

  it("times out after the given time with the timeout message", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
          }),
      ),
    );
    const error = await failure(apiRequest("/slow", { timeoutMs: 20 }));
    expect(error).toMatchObject({ code: "TIMEOUT", message: "Request timeout please try again." });
  });

  it("rejects an answer that does not match the schema", async () => {
    vi.stubGlobal("fetch", respond(200, { unexpected: true }));
    const schema = {
      parse(data: unknown): { id: string } {
        if (typeof data === "object" && data !== null && "id" in data) return data as { id: string };
        throw new Error("bad shape");
      },
    };
    const error = await failure(apiRequest("/thing", { schema }));
    expect(error.code).toBe("INVALID_RESPONSE");
  });
});
