import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { PASSWORD, WEAK_VAULT } from "../../keystore/test-helpers";
import { createVault } from "../../keystore/vault";
import { openPasswordConfirm } from "./password-confirm-modal";

async function openModal() {
  const vault = await createVault(PASSWORD, WEAK_VAULT);
  vault.lock();
  renderWithProviders(<p>page</p>);
  let result: Promise<boolean> = Promise.resolve(false);
  act(() => {
    result = openPasswordConfirm(vault);
  });
  await screen.findByRole("dialog");
  return { vault, result };
}

describe("password-confirm modal", () => {
  it("shows the spec's messages and re-arms the vault with the right password", async () => {
    const { vault, result } = await openModal();
    await userEvent.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("Password is required.")).toBeTruthy();

    await userEvent.type(screen.getByLabelText("Password"), "not-the-password");
    await userEvent.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("Wrong password please try again.")).toBeTruthy();
    expect(vault.isLocked).toBe(true);

    await userEvent.clear(screen.getByLabelText("Password"));
    await userEvent.type(screen.getByLabelText("Password"), PASSWORD);
    await userEvent.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await result).toBe(true);
    expect(vault.isLocked).toBe(false);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("resolves false when cancelled", async () => {
    const { vault, result } = await openModal();
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(await result).toBe(false);
    expect(vault.isLocked).toBe(true);
  });
});
