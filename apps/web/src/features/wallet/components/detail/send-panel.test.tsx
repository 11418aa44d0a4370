import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../../test/render";
import { NATIVE_ASSET, parseAccount } from "../../../ledger";
import { SendPanel } from "./send-panel";

vi.mock("../../../session", () => ({
  SigningCancelledError: class extends Error {},
  signXdr: vi.fn(),
}));

const ME = `G${"A".repeat(55)}`;
const account = parseAccount({
  account_id: ME,
  sequence: "1",
  subentry_count: 0,
  balances: [{ asset_type: "native", balance: "101.0000000" }],
});

describe("SendPanel", () => {
  it("shows the available balance and the spec's messages on an empty Send", async () => {
    vi.stubGlobal("fetch", async () => new Response("{}", { status: 500 }));
    renderWithProviders(<SendPanel asset={NATIVE_ASSET} publicKey={ME} account={account} />);
    expect(screen.getByTestId("send-available").textContent).toBe("99.9999900 XLM");
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Please Enter Recipient's Address")).toBeTruthy();
    expect(screen.getByText("Amount is required")).toBeTruthy();

    fireEvent.click(screen.getByText("Text"));
    expect(await screen.findByText("This field is required")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Memo"), { target: { value: "x".repeat(29) } });
    expect(await screen.findByText("Text can't be greater than 28 bytes")).toBeTruthy();
    vi.unstubAllGlobals();
  });

  it("computes the recipient's part without an operator fee when none is configured", async () => {
    vi.stubGlobal("fetch", async () => new Response("{}", { status: 500 }));
    renderWithProviders(<SendPanel asset={NATIVE_ASSET} publicKey={ME} account={account} />);
    fireEvent.change(screen.getByLabelText("Amount"), { target: { value: "12.5" } });
    expect(await screen.findByText("12.5000000 XLM")).toBeTruthy();
    vi.unstubAllGlobals();
  });
});
