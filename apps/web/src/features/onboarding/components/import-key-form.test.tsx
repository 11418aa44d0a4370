import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { useSessionStore } from "../../session";
import { openTestSession, randomSecret } from "../../session/test-session";
import { ImportKeyForm } from "./import-key-form";

async function submit(value: string) {
  const input = screen.getByLabelText("Private key");
  await userEvent.clear(input);
  if (value) await userEvent.type(input, value);
  await userEvent.click(screen.getByRole("button", { name: "Import" }));
}

describe("ImportKeyForm", () => {
  afterEach(() => useSessionStore.getState().lock());

  it("validates, refuses duplicates and imports into the open vault", async () => {
    const vault = await openTestSession(0);
    const existing = randomSecret();
    await vault.addWallet({ secret: existing });
    const onImported = vi.fn();
    renderWithProviders(<ImportKeyForm onImported={onImported} />);

    await submit("");
    expect(await screen.findByText("Private key is required.")).toBeTruthy();
    await submit("SABC");
    expect(await screen.findByText("Enter a valid secret key: 56 characters starting with S.")).toBeTruthy();
    await submit(`S${"A".repeat(55)}`);
    expect(await screen.findByText("Enter a valid secret key: 56 characters starting with S.")).toBeTruthy();
    await submit(existing);
    expect(await screen.findByText("This wallet is already imported.")).toBeTruthy();
    expect(onImported).not.toHaveBeenCalled();

    await submit(randomSecret());
    expect(await screen.findByText("Wallet imported successfully!")).toBeTruthy();
    expect(onImported).toHaveBeenCalledTimes(1);
    expect(vault.listWallets()).toHaveLength(2);
  });
});
