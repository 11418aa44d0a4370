import { DISPUTE_MESSAGES, type TDisputeCaseDetail, type TDisputeCaseSummary } from "@sextant/core";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { DisputeCasePage } from "./dispute-case-page";
import { DisputeQueuePage } from "./dispute-queue-page";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const BUYER = "GBUYERAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";
const SELLER = "GSELLERAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";
const ESCROW = "GESCROWAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";
const opened = new Date(Date.now() - 3 * 3600_000).toISOString();

const SUMMARY: TDisputeCaseSummary = {
  tradeId: "41",
  status: "open",
  openedBy: "seller",
  reason: "not_received",
  openedAt: opened,
  evidenceDeadline: new Date(Date.now() + 45 * 3600_000).toISOString(),
  winner: null,
  ruledBy: null,
  ruledAt: null,
  settlement: "none",
  tradeStatus: "Disputed",
  displayStatus: "Disputed",
  assetCode: "XLM",
  amount: "40.0000000",
  fiatAmount: "1176.00",
  currency: "INR",
  buyer: BUYER,
  seller: SELLER,
  buyerName: "Ravi Kumar",
  sellerName: "Asha Rao",
};

const DETAIL: TDisputeCaseDetail = {
  case: { ...SUMMARY, ruleNote: "", ruledByAccount: null, defaultReason: "" },
  trade: {
    type: "buy",
    adId: "12",
    paymentMethod: "Local_Bank",
    unitPrice: "29.40",
    timeFrame: 15,
    createdAt: opened,
    startedAt: opened,
    paidAt: opened,
    sellerStellarMemo: "p2p-41",
  },
  parties: [
    {
      side: "buyer",
      account: BUYER,
      name: "Ravi Kumar",
      country: "IN",
      email: "ravi@example.com",
      phone: "+91 98",
      kycStatus: "approved",
      isAdOwner: false,
      saidPaid: true,
    },
    {
      side: "seller",
      account: SELLER,
      name: "Asha Rao",
      country: "IN",
      email: "",
      phone: "",
      kycStatus: "approved",
      isAdOwner: true,
      saidPaid: false,
    },
  ],
  escrow: {
    accountId: ESCROW,
    status: "funded",
    amount: "40.0000000",
    fee: "0.0400000",
    refundSigned: true,
    releaseSigned: true,
    movements: [{ kind: "funding", hash: "f".repeat(64), status: "applied", lastError: null }],
    link: `http://horizon.local/accounts/${ESCROW}`,
  },
  ledger: [
    {
      hash: "f".repeat(64),
      ledger: 255,
      createdAt: opened,
      successful: true,
      sourceAccount: SELLER,
      memo: "p2p-41",
      operations: [{ type: "payment", summary: `pay 40.04 XLM from ${SELLER} to ${ESCROW}` }],
      link: `http://horizon.local/transactions/${"f".repeat(64)}`,
    },
  ],
  ledgerError: null,
  notes: [],
};

function stub() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.startsWith("/api/admin/disputes?")) return json({ cases: [SUMMARY], total: 1 });
    if (url.startsWith("/api/admin/disputes/41/chat")) {
      return json({
        total: 1,
        messages: [
          {
            id: "1",
            sender: BUYER,
            role: "buyer",
            text: "Receipt attached.",
            files: ["r.png"],
            createdAt: opened,
          },
        ],
      });
    }
    if (url === "/api/admin/disputes/41/rule" && init?.method === "POST") {
      return json({
        message: DISPUTE_MESSAGES.ruledForBuyer,
        case: { ...SUMMARY, status: "ruled", winner: "buyer", ruledBy: "admin", settlement: "applied" },
      });
    }
    if (url === "/api/admin/disputes/41") return json(DETAIL);
    if (url === "/api/p2p-chat/send" && init?.method === "POST") {
      return json({
        message: "Success",
        chat: {
          id: "2",
          tradeId: "41",
          accountId: "admin",
          role: "admin",
          label: "me",
          message: "Please add your bank statement.",
          fileNames: "",
          files: [],
          kyc: { firstName: "", photo: "" },
          createdAt: opened,
        },
      });
    }
    if (url.startsWith("/api/files/"))
      return new Response("png", { headers: { "content-type": "image/png" } });
    return json({ code: "NOT_FOUND", message: "Not found" }, 404);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const renderAt = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/admin/disputes" element={<DisputeQueuePage />} />
      <Route path="/admin/disputes/:tradeId" element={<DisputeCasePage />} />
    </Routes>,
    { route },
  );

describe("the admin dispute desk", () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => "blob:file");
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("lists the case and opens it: parties, the chat with its image, the escrow's ledger with links", async () => {
    stub();
    renderAt("/admin/disputes");
    const table = await screen.findByRole("table", { name: "Dispute cases" });
    expect(within(table).getByText(/Ravi Kumar/)).toBeTruthy();
    expect(within(table).getByText("Evidence window open")).toBeTruthy();
    await userEvent.click(within(table).getByRole("link", { name: "Trade #41" }));
    expect(await screen.findByRole("heading", { name: "Dispute on trade #41" })).toBeTruthy();
    expect(await screen.findByText("Receipt attached.")).toBeTruthy();
    expect(await screen.findByAltText("Attachment from the buyer")).toBeTruthy();
    expect(screen.getByText("Said 'I have paid' and signed the release.")).toBeTruthy();
    const tx = screen.getByRole("link", { name: `${"f".repeat(16)}…` });
    expect(tx.getAttribute("href")).toBe(`http://horizon.local/transactions/${"f".repeat(64)}`);
  });

  it("writes in the trade's chat as the desk", async () => {
    const fetchMock = stub();
    renderAt("/admin/disputes/41");
    await userEvent.type(
      await screen.findByRole("textbox", { name: "Write to both parties" }),
      "Please add your bank statement.",
    );
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url) === "/api/p2p-chat/send")).toBe(true),
    );
    const sent = fetchMock.mock.calls.find(([url]) => String(url) === "/api/p2p-chat/send");
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      tradeId: "41",
      message: "Please add your bank statement.",
      fileNames: [],
    });
  });

  it("asks for a winner and a note, then confirms the ruling once", async () => {
    const fetchMock = stub();
    renderAt("/admin/disputes/41");
    await userEvent.click(await screen.findByRole("button", { name: "Rule" }));
    expect(screen.getByText(DISPUTE_MESSAGES.winnerRequired)).toBeTruthy();
    expect(screen.getByText(DISPUTE_MESSAGES.noteRequired)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith("/rule"))).toBe(false);

    await userEvent.click(screen.getByRole("radio", { name: /The buyer/ }));
    await userEvent.type(screen.getByRole("textbox", { name: "Note" }), "Receipts match.");
    await userEvent.click(screen.getByRole("button", { name: "Rule" }));
    const dialog = await screen.findByRole("dialog", { name: "Rule for the buyer?" });
    expect(within(dialog).getByText(/40(\.0+)? XLM go from the escrow to the buyer/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Confirm the ruling" }));
    const rule = fetchMock.mock.calls.find(([url]) => String(url).endsWith("/rule"));
    expect(JSON.parse(String(rule?.[1]?.body))).toEqual({ winner: "buyer", note: "Receipts match." });
  });
});
