import { notifications } from "@mantine/notifications";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { useSessionStore } from "../../session";
import { openTestSession } from "../../session/test-session";
import { ad, json, stubP2pApi } from "../test-fixtures";
import { P2pRoute } from "./p2p-route";

/** Generous: a busy machine renders Mantine slowly. */
const WAIT = { timeout: 10_000 };

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
  useSessionStore.getState().lock();
});

describe("P2pRoute for a visitor", () => {
  it("lists the sellers with price, limits, method and rating; BUY says 'You are not logged in.'", async () => {
    const api = stubP2pApi();
    api.ads.sell = [ad()];
    renderWithProviders(<P2pRoute />);
    const row = await screen.findByTestId("ad-row", {}, WAIT);
    expect(row.textContent).toContain("Olivia Bennett");
    expect(row.textContent).toContain("$0.35");
    expect(row.textContent).toContain("30 – 140 XLM");
    expect(row.textContent).toContain("Local Bank Transfer");
    expect(row.textContent).toContain("4.5");
    expect(screen.queryByRole("tab", { name: "My Ads" })).toBeNull();
    // The price cards: reference ± spread, 2 decimals with the currency symbol.
    expect(await screen.findByText("$0.36", {}, WAIT)).toBeTruthy();
    expect(screen.getByText("$0.34")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "BUY" }));
    expect(await screen.findByText("You are not logged in.", {}, WAIT)).toBeTruthy();
    // Only the public lists were asked for, in the default location.
    expect(
      api.calls.some((call) => call.includes("getadsByAsset?asset_code=XLM&type=sell&location=US")),
    ).toBe(true);
    expect(api.calls.some((call) => call.includes("getAdsByAssetAndAccountId"))).toBe(false);
  });

  it("names the empty side and coin, and asks for an amount in the quick form", async () => {
    stubP2pApi();
    renderWithProviders(<P2pRoute />);
    expect(
      await screen.findByText(
        "No sell ads for XLM right now. Please check back soon or adjust filters.",
        {},
        WAIT,
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("tab", { name: "Buyers List" }));
    expect(
      await screen.findByText(
        "No buy ads for XLM right now. Please check back soon or adjust filters.",
        {},
        WAIT,
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Buy" }));
    expect(await screen.findByText("This field is required.", {}, WAIT)).toBeTruthy();
  });

  it("pages the list by 10 with Show more", async () => {
    const api = stubP2pApi();
    api.ads.sell = Array.from({ length: 12 }, (_, index) => ad({ id: String(index + 1) }));
    renderWithProviders(<P2pRoute />);
    await waitFor(() => expect(screen.getAllByTestId("ad-row")).toHaveLength(10), WAIT);
    fireEvent.click(screen.getByRole("button", { name: "Show more" }));
    await waitFor(() => expect(screen.getAllByTestId("ad-row")).toHaveLength(12), WAIT);
    expect(screen.queryByRole("button", { name: "Show more" })).toBeNull();
    expect(api.calls.some((call) => call.includes("type=sell&location=US&paging_id=10"))).toBe(true);
  });

  it("shows the unavailable panel with Try Again, and recovers", async () => {
    const api = stubP2pApi();
    api.failAds = true;
    api.failRates = true;
    renderWithProviders(<P2pRoute />);
    expect(
      await screen.findByText("We couldn't load P2P market data right now. Please try again.", {}, WAIT),
    ).toBeTruthy();
    expect(screen.getByText("Failed to load rates. Please try again.")).toBeTruthy();
    api.failAds = false;
    api.ads.sell = [ad()];
    fireEvent.click(screen.getAllByRole("button", { name: "Try Again" })[1] as HTMLElement);
    expect(await screen.findByTestId("ad-row", {}, WAIT)).toBeTruthy();
  });
});

describe("P2pRoute signed in", () => {
  it("asks a user without approved KYC to submit it before creating an ad", async () => {
    await openTestSession();
    const account = useSessionStore.getState().wallets[0]?.publicKey ?? "";
    const api = stubP2pApi(account);
    api.kyc = "pending";
    renderWithProviders(<P2pRoute />);
    await screen.findByRole("tab", { name: "My Ads" }, WAIT);
    await waitFor(() => expect(api.calls.some((call) => call.startsWith("GET /api/kyc/info"))).toBe(true));
    fireEvent.click(screen.getByRole("button", { name: "Create Ad" }));
    expect(await screen.findByText("Kindly submit your KYC application.", {}, WAIT)).toBeTruthy();
  });

  it("shows the owner's ads under My Ads with their Activate/Deactivate switch", async () => {
    await openTestSession();
    const account = useSessionStore.getState().wallets[0]?.publicKey ?? "";
    const api = stubP2pApi(account);
    api.ads.mine = [ad({ id: "7", account, type: "buy" }), ad({ id: "8", account, status: "Paused" })];
    api.ads.sell = [ad({ id: "9", account })];
    renderWithProviders(<P2pRoute />);
    // In the public list the owner's ad has no BUY: nobody trades with themselves.
    expect(await screen.findByText("Your ad", {}, WAIT)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "BUY" })).toBeNull();
    fireEvent.click(await screen.findByRole("tab", { name: "My Ads" }, WAIT));
    expect(await screen.findByRole("switch", { name: "Deactivate ad" }, WAIT)).toBeTruthy();
    expect(screen.getByRole("switch", { name: "Activate ad" })).toBeTruthy();
    expect(screen.getByText("Buy XLM")).toBeTruthy();
    expect(screen.getByText("Sell XLM")).toBeTruthy();

    // Pausing goes through; activating an ad short of its minimum is refused in the server's words.
    fireEvent.click(screen.getByRole("switch", { name: "Deactivate ad" }));
    expect(await screen.findByText("Ad paused.", {}, WAIT)).toBeTruthy();
    expect(api.calls).toContain("GET /api/p2p/ChangeAdStatus?adId=7&status=Paused");
    api.statusAnswer = () =>
      json({ code: "VALIDATION_FAILED", message: "Not enough balance in your ad." }, 400);
    fireEvent.click(screen.getAllByRole("switch", { name: "Activate ad" })[0] as HTMLElement);
    expect(await screen.findByText("Not enough balance in your ad.", {}, WAIT)).toBeTruthy();
  });

  it("refuses BUY to a signed-in user whose KYC is not approved", async () => {
    await openTestSession();
    const account = useSessionStore.getState().wallets[0]?.publicKey ?? "";
    const api = stubP2pApi(account);
    api.kyc = null;
    api.ads.sell = [ad()];
    renderWithProviders(<P2pRoute />);
    await waitFor(() => expect(api.calls.some((call) => call.startsWith("GET /api/kyc/info"))).toBe(true));
    fireEvent.click(await screen.findByRole("button", { name: "BUY" }, WAIT));
    expect(await screen.findByText("Your KYC is not approved.", {}, WAIT)).toBeTruthy();
  });

  it("waits for a KYC still loading before answering BUY, instead of calling it unapproved", async () => {
    await openTestSession();
    const account = useSessionStore.getState().wallets[0]?.publicKey ?? "";
    const api = stubP2pApi(account);
    const answers: Array<() => void> = [];
    api.kycAnswered = new Promise<void>((resolve) => answers.push(resolve));
    const answer = () => {
      for (const resolve of answers) resolve();
    };
    api.ads.sell = [ad()];
    renderWithProviders(
      <Routes>
        <Route path="/" element={<P2pRoute />} />
        <Route path="/confirmationScreenBuy" element={<p>Trade start form</p>} />
      </Routes>,
    );
    fireEvent.click(await screen.findByRole("button", { name: "BUY" }, WAIT));
    // The click waits: no refusal while the KYC is unknown…
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByText("Your KYC is not approved.")).toBeNull();
    expect(screen.queryByText("Trade start form")).toBeNull();
    // …and the approved KYC, once read, lets it through.
    answer();
    expect(await screen.findByText("Trade start form", {}, WAIT)).toBeTruthy();
    expect(screen.queryByText("Your KYC is not approved.")).toBeNull();
  });
});
