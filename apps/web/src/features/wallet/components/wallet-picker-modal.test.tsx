import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { WalletPickerModal } from "./wallet-picker-modal";

const selectWallet = vi.fn(async (_id: string) => {});
const wallets = [
  { walletId: "w1", name: "WALLET #1", publicKey: `GABCDE${"A".repeat(50)}`, createdAt: "" },
  { walletId: "w2", name: "Savings", publicKey: `GXYZ12${"B".repeat(50)}`, createdAt: "" },
];

vi.mock("../../session", () => ({
  useWalletSession: () => ({
    wallets,
    selectedWallet: wallets[0],
    selectWallet,
    refreshWallets: async () => {},
  }),
}));

describe("WalletPickerModal", () => {
  beforeEach(() => selectWallet.mockClear());

  it("lists each wallet by name and the first 5 characters of its key", () => {
    renderWithProviders(<WalletPickerModal opened onClose={() => {}} />);
    expect(screen.getByText("WALLET #1")).toBeTruthy();
    expect(screen.getByText("GABCD")).toBeTruthy();
    expect(screen.getByText("Savings")).toBeTruthy();
    expect(screen.getByText("GXYZ1")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Create New Wallet" })).toBeTruthy();
  });

  it("switches to the chosen wallet and closes", async () => {
    const onClose = vi.fn();
    renderWithProviders(<WalletPickerModal opened onClose={onClose} />);
    fireEvent.click(screen.getByText("Savings"));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(selectWallet).toHaveBeenCalledWith("w2");
  });
});
