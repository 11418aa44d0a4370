import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render";
import type { TTransactionReview } from "./describe-transaction";
import { openTransactionReview } from "./transaction-review-modal";

const review = (amount: string): TTransactionReview => ({
  network: "Standalone",
  networkFee: "0.00001 XLM",
  memo: null,
  source: "GSOURCE",
  operations: [{ title: "Payment", details: [`Pay ${amount} XLM`], operatorFee: false }],
});

const currentReview = () => screen.getByTestId("transaction-review");

describe("transaction review dialog", () => {
  it("answers once: the buttons lock after Confirm and the next review, asked for at once, is a new one", async () => {
    renderWithProviders(<div />);
    let first!: Promise<boolean>;
    act(() => {
      first = openTransactionReview(review("1"));
    });
    await screen.findByText("Pay 1 XLM");
    const firstId = currentReview().getAttribute("data-review-id");
    expect(currentReview().hasAttribute("data-answered")).toBe(false);

    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
    await expect(first).resolves.toBe(true);

    // The second signature is asked for as soon as the first is given (an escrow's refund, then its funding).
    let second!: Promise<boolean>;
    act(() => {
      second = openTransactionReview(review("2"));
    });
    await screen.findByText("Pay 2 XLM");
    const next = () =>
      screen.getAllByTestId("transaction-review").find((node) => node.textContent?.includes("Pay 2"));
    expect(next()?.getAttribute("data-review-id")).not.toBe(firstId);
    expect(next()?.hasAttribute("data-answered")).toBe(false);

    const cancel = next()?.querySelector("button");
    expect(cancel?.textContent).toBe("Cancel");
    fireEvent.click(cancel as HTMLButtonElement);
    await expect(second).resolves.toBe(false);
    await waitFor(() => expect(screen.queryByText("Pay 2 XLM")).toBeNull());
  });
});
