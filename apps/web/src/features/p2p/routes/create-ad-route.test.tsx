import { QueryClient } from "@tanstack/react-query";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { useSessionStore } from "../../session";
import { openTestSession } from "../../session/test-session";
import { CONFIG_QUERY_KEY } from "../../startup";
import { json, stubP2pApi, type TP2pApiStub } from "../test-fixtures";
import { CreateAdRoute } from "./create-ad-route";

const WAIT = { timeout: 10_000 };

async function renderForm(setup: (api: TP2pApiStub) => void = () => {}) {
  await openTestSession();
  const account = useSessionStore.getState().wallets[0]?.publicKey ?? "";
  const api = stubP2pApi(account);
  setup(api);
  // The startup configuration names the ledger the balances are read from; kept until the form mounts.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(CONFIG_QUERY_KEY, {
    status: "SUCCESS",
    config: {
      network: "standalone",
      networkPassphrase: "Standalone Network ; February 2017",
      horizonUrl: "http://ledger.test",
      friendbotAvailable: true,
      version: "0.1.0",
    },
  });
  renderWithProviders(
    <Routes>
      <Route path="/createAdScreen" element={<CreateAdRoute />} />
      <Route path="/p2p" element={<p>P2P market</p>} />
    </Routes>,
    { route: "/createAdScreen", queryClient },
  );
  // The price arrives from the exchange rate and the balances from the ledger: the form is ready.
  await waitFor(() => expect(field("Unit price (USD)").value).toBe("0.35525"), WAIT);
  await screen.findByTestId("ad-balances", {}, WAIT);
  return api;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const confirmAndSubmit = () => {
  const box = screen.getByLabelText("I confirm these payment details are correct") as HTMLInputElement;
  if (!box.checked) fireEvent.click(box);
  fireEvent.click(screen.getByRole("button", { name: "Create Ad" }));
};

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().lock();
});

describe("CreateAdRoute", () => {
  it("keeps Create Ad dimmed until the payment details are confirmed, and shows the band and 15 minutes", async () => {
    await renderForm();
    expect(screen.getByRole("tab", { name: "I want to Buy", selected: true })).toBeTruthy();
    expect((screen.getByRole("button", { name: "Create Ad" }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByLabelText("I confirm these payment details are correct"));
    expect((screen.getByRole("button", { name: "Create Ad" }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByTestId("price-band").textContent).toContain("0.322 – 0.378 USD");
    expect((screen.getByRole("textbox", { name: "Time frame" }) as HTMLInputElement).value).toBe(
      "15 Minutes",
    );
    // A buy ad asks only for the bank name.
    expect(screen.queryByLabelText("Bank account number")).toBeNull();
  });

  it("gives a buy ad's messages: bank name, then the price band", async () => {
    const api = await renderForm();
    confirmAndSubmit();
    expect(await screen.findByText("Bank name is required", {}, WAIT)).toBeTruthy();
    type("Bank name", "First Bank");
    type("Unit price (USD)", "0.40");
    confirmAndSubmit();
    expect(await screen.findByText("Price must be between 0.322 and 0.378", {}, WAIT)).toBeTruthy();
    expect(api.created).toHaveLength(0);
  });

  it("gives a detailed sell ad's messages: limits, bank fields, e-mail and country", async () => {
    const api = await renderForm();
    fireEvent.click(screen.getByRole("tab", { name: "I want to Sell" }));
    fireEvent.click(screen.getByText("Detailed Ad"));
    // The holder name is the KYC name and cannot be typed; sell ads reject unverified buyers.
    expect(field("Account holder name").value).toBe("Ada Lovelace");
    expect(field("Account holder name").readOnly).toBe(true);
    expect(field("Reject unverified buyers").value).toBe("YES");
    expect(field("Minimum amount (XLM)").value).toBe("28.5714286");

    type("Minimum amount (XLM)", "150");
    type("Maximum amount (XLM)", "100");
    type("Total amount (XLM)", "90");
    confirmAndSubmit();
    expect(
      await screen.findByText("Minimum amount can't be greater than maximum amount", {}, WAIT),
    ).toBeTruthy();
    expect(screen.getByText("Maximum amount can't be smaller than minimum amount")).toBeTruthy();
    expect(screen.getByText("Total amount can't be smaller than maximum amount")).toBeTruthy();
    expect(screen.getByText("Bank name is required")).toBeTruthy();
    expect(screen.getByText("Bank account number is required")).toBeTruthy();

    type("Minimum amount (XLM)", "20");
    type("Total amount (XLM)", "200");
    confirmAndSubmit();
    expect(
      await screen.findByText("Min amount should be at least 10 USD worth of XLM to create add.", {}, WAIT),
    ).toBeTruthy();
    type("Total amount (XLM)", "");
    confirmAndSubmit();
    expect(await screen.findByText("This field is required", {}, WAIT)).toBeTruthy();

    fireEvent.click(screen.getByRole("textbox", { name: "Payment method" }));
    fireEvent.click(await screen.findByRole("option", { name: "Skrill" }, WAIT));
    type("Minimum amount (XLM)", "30");
    type("Total amount (XLM)", "200");
    confirmAndSubmit();
    expect(await screen.findByText("Please enter your email address", {}, WAIT)).toBeTruthy();
    type("Skrill e-mail", "ada@");
    confirmAndSubmit();
    expect(await screen.findByText("Please enter a valid email address", {}, WAIT)).toBeTruthy();

    fireEvent.click(screen.getByRole("textbox", { name: "Location" }));
    fireEvent.click(await screen.findByRole("option", { name: "Malaysia · MYR" }, WAIT));
    type("Skrill e-mail", "ada@example.com");
    confirmAndSubmit();
    expect(await screen.findByText("Your country is not supported for this method.", {}, WAIT)).toBeTruthy();
    expect(api.created).toHaveLength(0);
  });

  it("refuses without the battery, before asking the server", async () => {
    const api = await renderForm((stub) => {
      stub.balances = { XLM: "1000", LEVELG: "10" };
    });
    type("Bank name", "First Bank");
    confirmAndSubmit();
    expect(
      await screen.findByText(
        "You need to have USD5 value of LEVELG token as the battery. Your LEVELG will not be deducted for any reason.",
        {},
        WAIT,
      ),
    ).toBeTruthy();
    expect(api.created).toHaveLength(0);
  });

  it("sends the ad once with its idempotency key, says 'Success' and returns to /p2p", async () => {
    const api = await renderForm();
    type("Bank name", "First Bank");
    confirmAndSubmit();
    expect(await screen.findByText("P2P market", {}, WAIT)).toBeTruthy();
    expect(screen.getByText("Success")).toBeTruthy();
    expect(api.created).toHaveLength(1);
    expect(api.created[0]).toMatchObject({
      assetCode: "XLM",
      detailed: false,
      unitPrice: "0.35525",
      location: "US",
      payment_method: "Local_Bank",
      bank_name: "First Bank",
      timeFrame: 15,
    });
    expect(String((api.created[0] as { idempotency_key: string }).idempotency_key)).toMatch(
      /^[0-9a-f-]{36}$/,
    );
  });

  it("shows the server's message when it refuses", async () => {
    await renderForm((stub) => {
      stub.createAnswer = () =>
        json(
          {
            code: "VALIDATION_FAILED",
            message: "You need to trust this asset.",
            details: { fields: { asset: "You need to trust this asset." } },
          },
          400,
        );
    });
    type("Bank name", "First Bank");
    confirmAndSubmit();
    expect(await screen.findByText("You need to trust this asset.", {}, WAIT)).toBeTruthy();
  });
});
