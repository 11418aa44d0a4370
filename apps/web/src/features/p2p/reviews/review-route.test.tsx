import { notifications } from "@mantine/notifications";
import { REVIEW_MESSAGES, type TTrade } from "@sextant/core";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { ReviewRoute } from "../routes/review-route";
import { json } from "../test-fixtures";
import { tradeFixture } from "../trades/trade-fixture";

const WAIT = { timeout: 10_000 };

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

const EMPTY = { tradeId: "41", commentByBuyer: "", ratingByBuyer: 0, commentBySeller: "", ratingBySeller: 0 };

function stubReviews(trade: TTrade, review = EMPTY) {
  const calls: { path: string; body: unknown }[] = [];
  let current = review;
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://t");
    const body = init?.body ? JSON.parse(String(init.body)) : null;
    calls.push({ path: `${url.pathname}${url.search}`, body });
    if (url.pathname === "/api/p2p/getTradeById") return json({ trade });
    if (url.pathname === "/api/p2p/reviews") return json({ review: current });
    if (url.pathname === "/api/p2p/addOrUpdateComment") {
      current = { ...current, commentByBuyer: body.commentByBuyer, ratingByBuyer: body.ratingByBuyer };
      return json({ review: current, message: REVIEW_MESSAGES.saved });
    }
    return json({ code: "NOT_FOUND", message: "not here" }, 404);
  });
  return calls;
}

const renderReview = (state: object) =>
  renderWithProviders(
    <Routes>
      <Route path="/reviewScreen" element={<ReviewRoute />} />
    </Routes>,
    { route: { pathname: "/reviewScreen", state } as unknown as string },
  );

describe("ReviewRoute", () => {
  it("asks for stars and a text ('This field id required.'), sends the buyer's review, then sums both up", async () => {
    const trade = tradeFixture({ status: "Completed" });
    const calls = stubReviews(trade);
    renderReview({ tradeId: "41", type: "Buyer", tradeInfo: trade });
    expect(await screen.findByText("Review your seller", {}, WAIT)).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("This field id required.")).toBeTruthy();
    expect(screen.getByText(REVIEW_MESSAGES.ratingRequired)).toBeTruthy();
    expect(calls.some((c) => c.path === "/api/p2p/addOrUpdateComment")).toBe(false);

    // A star is chosen by clicking it (its label).
    const fourStars = screen.getByRole("radio", { name: "4" }) as HTMLInputElement;
    fireEvent.click(fourStars.labels?.[0] as HTMLElement);
    fireEvent.change(screen.getByRole("textbox", { name: "Your review" }), {
      target: { value: "Released quickly" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Submit" }));
    await screen.findByTestId("review-summary", {}, WAIT);
    expect(calls.find((c) => c.path === "/api/p2p/addOrUpdateComment")?.body).toEqual({
      tradeId: "41",
      commentByBuyer: "Released quickly",
      ratingByBuyer: 4,
    });
    expect(screen.getByText("Released quickly")).toBeTruthy();
    expect(screen.getByText("No review yet.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Edit review" })).toBeTruthy();
  });

  it("opens on the summary when the review was written, and edits it with the earlier text", async () => {
    const trade = tradeFixture({ status: "Completed" });
    stubReviews(trade, {
      ...EMPTY,
      commentByBuyer: "Good",
      ratingByBuyer: 5,
      commentBySeller: "Paid fast",
      ratingBySeller: 5,
    });
    renderReview({ tradeId: "41", type: "Buyer" });
    await screen.findByTestId("review-summary", {}, WAIT);
    expect(screen.getByText("Paid fast")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Edit review" }));
    await waitFor(() =>
      expect((screen.getByRole("textbox", { name: "Your review" }) as HTMLTextAreaElement).value).toBe(
        "Good",
      ),
    );
  });

  it("refuses a trade that is not Completed", async () => {
    stubReviews(tradeFixture({ status: "FundsSent" }));
    renderReview({ tradeId: "41", type: "Buyer" });
    expect(await screen.findByText(REVIEW_MESSAGES.notCompleted, {}, WAIT)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Submit" })).toBeNull();
  });
});
