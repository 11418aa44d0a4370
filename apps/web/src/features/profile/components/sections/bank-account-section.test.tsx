import { KYC_MESSAGES } from "@sextant/core";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../../test/render";
import { useSessionStore } from "../../../session";
import { openTestSession } from "../../../session/test-session";
import { BankAccountSection } from "./bank-account-section";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const BANK = {
  IBAN: null,
  bankName: "Barclays",
  accountNumber: "12345678",
  accountTitle: "Ada Lovelace",
  updatedAt: "2026-01-01T00:00:00.000Z",
};

describe("P2P bank account", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.getState().lock();
  });

  it("requires bank name, account number and title (not the IBAN) and saves them", async () => {
    await openTestSession();
    const fetchMock = vi.fn(async (url: RequestInfo | URL, _init?: RequestInit) =>
      String(url) === "/api/p2p/getBankDetail"
        ? json({ bank: null })
        : json({ message: KYC_MESSAGES.bankSaved, bank: BANK }),
    );
    vi.stubGlobal("fetch", fetchMock);
    renderWithProviders(<BankAccountSection />);
    await userEvent.click(await screen.findByRole("button", { name: "Save" }));
    expect(await screen.findAllByText(KYC_MESSAGES.fieldRequired)).toHaveLength(3);
    await userEvent.type(screen.getByLabelText(/Bank name/), "Barclays");
    await userEvent.type(screen.getByLabelText(/Account number/), "12345678");
    await userEvent.type(screen.getByLabelText(/Account title/), "Ada Lovelace");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(KYC_MESSAGES.bankSaved)).toBeTruthy();
    const save = fetchMock.mock.calls.find(([url]) => String(url) === "/api/p2p/addorupdatebankaccount");
    expect(JSON.parse(String(save?.[1]?.body))).toEqual({
      IBAN: "",
      bankName: "Barclays",
      accountNumber: "12345678",
      accountTitle: "Ada Lovelace",
    });
  });

  it("fills the stored account and shows the server's refusal or the spec's failure", async () => {
    await openTestSession();
    let saveAnswer = () =>
      json({ code: "VALIDATION_FAILED", message: "Bank name can't be more than 50 characters." }, 400);
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: RequestInfo | URL) => {
        if (String(url) === "/api/p2p/getBankDetail") return json({ bank: BANK });
        if (String(url) === "/api/p2p/addorupdatebankaccount") return saveAnswer();
        return json({ code: "NOT_FOUND", message: "Not found" }, 404);
      }),
    );
    renderWithProviders(<BankAccountSection />);
    expect(await screen.findByDisplayValue("Barclays")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Bank name can't be more than 50 characters.")).toBeTruthy();
    saveAnswer = () => new Response("<html>", { status: 502 });
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(KYC_MESSAGES.bankSaveFailed)).toBeTruthy();
  });
});
