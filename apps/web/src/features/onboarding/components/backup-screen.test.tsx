import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { BackupScreen } from "./backup-screen";

const SECRET = `S${"B".repeat(55)}`;
const PUBLIC = `G${"C".repeat(55)}`;

describe("BackupScreen", () => {
  it("shows the key and needs all three acknowledgements before Go To Wallet", async () => {
    const onDone = vi.fn();
    renderWithProviders(<BackupScreen publicKey={PUBLIC} secret={SECRET} onDone={onDone} />);
    expect(screen.getByRole("heading", { name: "Congratulations" })).toBeTruthy();
    expect(screen.getByTestId("secret-key").textContent).toBe(SECRET);

    await userEvent.click(screen.getByRole("button", { name: "Go To Wallet" }));
    expect(await screen.findByText("Please agree terms & conditions.")).toBeTruthy();
    expect(await screen.findByText("You need to agree to our terms and conditions to proceed!")).toBeTruthy();

    const boxes = screen.getAllByRole("checkbox");
    expect(boxes).toHaveLength(3);
    await userEvent.click(boxes[0] as HTMLElement);
    await userEvent.click(boxes[1] as HTMLElement);
    await userEvent.click(screen.getByRole("button", { name: "Go To Wallet" }));
    expect(onDone).not.toHaveBeenCalled();
    await userEvent.click(boxes[2] as HTMLElement);
    await userEvent.click(screen.getByRole("button", { name: "Go To Wallet" }));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it("copies the key to the clipboard", async () => {
    const user = userEvent.setup();
    renderWithProviders(<BackupScreen publicKey={PUBLIC} secret={SECRET} onDone={() => {}} />);
    await user.click(screen.getByRole("button", { name: "Copy" }));
    expect(await screen.findByText("Copied to clipboard!")).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(SECRET);
  });
});
