import type { TP2pProfile } from "@sextant/core";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { P2pProfileRoute } from "../routes/p2p-profile-route";

const ACCOUNT = "GBRPYHIL2CI3FNQ4BXLFMNDLFJUNPU2HY3ZMFSHONUCEOASW7QC7OX2H";
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const PROFILE: TP2pProfile = {
  account: ACCOUNT,
  kycStatus: "approved",
  country_code: "GB",
  total_successfull_trade: 12,
  partners: 5,
  total_fail_trade: 1,
  accountCreatedDate: "2026-01-15T10:00:00.000Z",
  lastSeen: "online",
  photo: "",
  first_name: "Ada",
  last_name: "Lovelace",
  companyName: "",
  isCompanyKyc: false,
  rating: 4.5,
  total_reviews: 2,
  feedback: [{ rating: 5, review: "Quick and friendly.", first_name: "Grace" }],
  isMyProfile: false,
};

function stub(profile: TP2pProfile | null) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.startsWith("/api/p2p/getProfile")) {
      return profile ? json({ profile }) : json({ code: "NOT_FOUND", message: "No such profile." }, 404);
    }
    if (url.startsWith("/api/p2p/getAdsByAssetAndAccountId"))
      return json({ ads: [], paging_id: null, has_more: false });
    // The feedback tab pages through the reviews the account received.
    if (url.startsWith("/api/p2p/getReviews"))
      return json({
        reviews: [
          {
            tradeId: "7",
            rating: 5,
            review: "Quick and friendly.",
            first_name: "Grace",
            by: "buyer",
            createdAt: "2026-02-01T10:00:00.000Z",
          },
        ],
        total: 1,
        rating: 5,
      });
    return json({ code: "NOT_FOUND", message: "Not found" }, 404);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const renderRoute = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/p2pProfile" element={<P2pProfileRoute />} />
    </Routes>,
    { route },
  );

describe("public P2P profile", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the account named in the URL with its figures, ads and feedback", async () => {
    const fetchMock = stub(PROFILE);
    renderRoute(`/p2pProfile?account=${ACCOUNT}`);
    expect((await screen.findByTestId("p2p-profile-name")).textContent).toBe("Ada Lovelace");
    expect(screen.getByTestId("p2p-profile-kyc").textContent).toBe("Verified");
    expect(screen.getByText("United Kingdom")).toBeTruthy();
    expect(screen.getByText("12")).toBeTruthy();
    expect(screen.getByText("Online")).toBeTruthy();
    expect(screen.getByText("15 Jan 2026")).toBeTruthy();
    expect(await screen.findByText("No Ads")).toBeTruthy();
    await userEvent.click(screen.getByRole("tab", { name: /Feedback/ }));
    expect(await screen.findByText("Quick and friendly.")).toBeTruthy();
    expect(screen.getByText("Grace")).toBeTruthy();
    expect(
      fetchMock.mock.calls.some(([input]) =>
        String(input).includes(`/api/p2p/getReviews?account=${ACCOUNT}`),
      ),
    ).toBe(true);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(`/api/p2p/getProfile?account=${ACCOUNT}`);
  });

  it("uses the company name for a company, cut to 22 characters", async () => {
    stub({ ...PROFILE, isCompanyKyc: true, companyName: "Northern Lights Trading Company" });
    renderRoute(`/p2pProfile?account=${ACCOUNT}`);
    expect((await screen.findByTestId("p2p-profile-name")).textContent).toBe("Northern Lights Tradin");
  });

  it("says No Data Found for an unknown account or none", async () => {
    stub(null);
    renderRoute(`/p2pProfile?account=${ACCOUNT}`);
    expect(await screen.findByText("No Data Found")).toBeTruthy();
  });
});
