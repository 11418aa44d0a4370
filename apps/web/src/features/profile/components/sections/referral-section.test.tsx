import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../../test/render";
import { useSessionStore } from "../../../session";
import { openTestSession } from "../../../session/test-session";
import { ReferralSection, referralLink } from "./referral-section";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const WAIT = { timeout: 10_000 };

describe("Refer A Friend section", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.getState().lock();
  });

  it("shows the code, the share link, the referred levels below 4 and the fee history", async () => {
    await openTestSession();
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        if (url === "/api/referral/code") return json({ code: "ABCD2345", account: "G" });
        if (url.startsWith("/api/referral/getAll")) {
          return json({
            list: [
              { referralLevelId: 1, referredTo: "b***e@mail.test", createdAt: "2026-01-02T00:00:00.000Z" },
              { referralLevelId: 2, referredTo: "GAE5…RR7E", createdAt: "2026-01-03T00:00:00.000Z" },
            ],
          });
        }
        if (url === "/api/referral/getReferralFeeHistory") {
          return json({
            history: [
              {
                id: 7,
                referralAccount: "GAE5…RR7E",
                level: 1,
                amount: "0.0020000",
                coinCode: "XLM",
                status: "paid",
                txHash: "ab".repeat(32),
                createdAt: "2026-01-04T00:00:00.000Z",
              },
            ],
          });
        }
        return json({ code: "NOT_FOUND", message: "no" }, 404);
      }),
    );
    renderWithProviders(<ReferralSection />);
    expect(await screen.findByDisplayValue("ABCD2345", {}, WAIT)).toBeTruthy();
    expect(screen.getByDisplayValue(referralLink("ABCD2345"))).toBeTruthy();
    expect(await screen.findByText("b***e@mail.test")).toBeTruthy();
    expect(screen.getByText("Level 2")).toBeTruthy();
    expect(await screen.findByText("0.0020000")).toBeTruthy();
    expect(referralLink("ABCD2345", "https://sextant.example")).toBe(
      "https://sextant.example/register?ref=ABCD2345",
    );
  });

  it("shows empty lists when the referrals fail to load", async () => {
    await openTestSession();
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL) =>
        String(input) === "/api/referral/code"
          ? json({ code: "ABCD2345", account: "G" })
          : json({ code: "UNAVAILABLE", message: "down" }, 503),
      ),
    );
    renderWithProviders(<ReferralSection />);
    expect(await screen.findByDisplayValue("ABCD2345", {}, WAIT)).toBeTruthy();
    expect((await screen.findAllByText("No Data Found")).length).toBe(2);
  });
});
