import { screen } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { useSessionStore } from "../../session";
import { openTestSession } from "../../session/test-session";
import { AdminRoute } from "./admin-route";

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });

/** Answers the admin API as the server would for an admin (or not). */
function stubApi(admin: boolean) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    const account = useSessionStore.getState().wallets[0]?.publicKey ?? "";
    if (url.startsWith("/api/admin/me")) return json({ account, admin });
    if (url.startsWith("/api/admin/outbox")) {
      return json({
        messages: [
          {
            id: 2,
            channel: "mail",
            recipient: "alice@example.com",
            template: "one-time-code",
            subject: "Your Sextant verification code",
            status: "outbox",
            error: "",
            createdAt: "2026-01-02T03:04:05.000Z",
          },
        ],
      });
    }
    return new Response(JSON.stringify({ code: "FORBIDDEN", message: "no" }), { status: 403 });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** Generous: a busy machine renders the lazy console slowly. */
const WAIT = { timeout: 10_000 };

const renderAdmin = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/admin/*" element={<AdminRoute />} />
    </Routes>,
    { route },
  );

describe("AdminRoute", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.getState().lock();
  });

  it("shows an administrator the console with the outbox and every section", async () => {
    await openTestSession();
    stubApi(true);
    renderAdmin("/admin/outbox");
    expect(await screen.findByText("Your Sextant verification code", {}, WAIT)).toBeTruthy();
    expect(screen.getAllByText("Job queue").length).toBeGreaterThan(0);
    expect(screen.getAllByText("KYC review").length).toBeGreaterThan(0);
  });

  it("says honestly that a placeholder section is not available yet", async () => {
    await openTestSession();
    stubApi(true);
    renderAdmin("/admin/fees");
    expect(await screen.findByText("Not yet available.", {}, WAIT)).toBeTruthy();
  });

  it("shows anyone else the not-found page and never asks for the outbox", async () => {
    await openTestSession();
    const fetchMock = stubApi(false);
    renderAdmin("/admin/outbox");
    expect(await screen.findByText("Page not found", {}, WAIT)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith("/api/admin/outbox"))).toBe(false);
  });
});
