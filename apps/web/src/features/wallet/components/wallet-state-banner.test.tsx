import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { WalletStateBanner } from "./wallet-state-banner";

const KEY = `G${"A".repeat(55)}`;

describe("WalletStateBanner", () => {
  it("shows the address to fund and the test faucet where friendbot exists", () => {
    renderWithProviders(
      <WalletStateBanner status="locked" publicKey={KEY} friendbotAvailable onFunded={() => {}} />,
    );
    expect(screen.getByText("This wallet is not active yet")).toBeTruthy();
    expect(screen.getByText(KEY)).toBeTruthy();
    expect(screen.getByText(/at least 5 XLM/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Fund with test faucet" })).toBeTruthy();
  });

  it("never offers the faucet on the public network", () => {
    renderWithProviders(
      <WalletStateBanner status="locked" publicKey={KEY} friendbotAvailable={false} onFunded={() => {}} />,
    );
    expect(screen.queryByRole("button", { name: "Fund with test faucet" })).toBeNull();
  });

  it("warns about low XLM and says nothing when active", () => {
    const { unmount } = renderWithProviders(
      <WalletStateBanner status="low" publicKey={KEY} friendbotAvailable onFunded={() => {}} />,
    );
    expect(screen.getByText("Low XLM balance")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Fund with test faucet" })).toBeNull();
    unmount();
    renderWithProviders(
      <WalletStateBanner status="active" publicKey={KEY} friendbotAvailable onFunded={() => {}} />,
    );
    expect(screen.queryByText("Low XLM balance")).toBeNull();
  });
});
