import { notifications } from "@mantine/notifications";
import { CHAT_MESSAGES, type TChatMessage, TRADE_CONFIRMATIONS, type TTrade } from "@sextant/core";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { json } from "../test-fixtures";
import { BUYER, SELLER, tradeFixture } from "../trades/trade-fixture";
import { TradeChatPanel } from "./chat-panel";

const WAIT = { timeout: 10_000 };

/** The realtime events the chat listens to, delivered by the test instead of a socket. */
const handlers = new Map<string, (payload: unknown) => void>();
vi.mock("../../realtime", () => ({
  useRealtimeEvent: (event: string, handler: (payload: unknown) => void) => handlers.set(event, handler),
  useRealtimeConnected: () => false,
  realtimeClient: { joinTrade: async () => false },
}));

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => "blob:chat-file");
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  handlers.clear();
  notifications.clean();
});

function message(id: number, from: "buyer" | "seller", text: string, files: string[] = []): TChatMessage {
  return {
    id: String(id),
    tradeId: "41",
    accountId: from === "buyer" ? BUYER : SELLER,
    role: from,
    label: "",
    message: text,
    fileNames: files.join(","),
    files,
    kyc: { firstName: from === "buyer" ? "Ravi" : "Asha", photo: "" },
    createdAt: "2026-11-24T07:00:00.000Z",
  };
}

/** A chat server for `viewer`: messages newest first by skip/take, labelled as the API does. */
function stubChat(options: { viewer: string; stored: TChatMessage[]; canWrite?: boolean }) {
  const calls: { path: string; body: unknown }[] = [];
  const stored = options.stored;
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://t");
    const body = init?.body && typeof init.body === "string" ? JSON.parse(init.body) : null;
    calls.push({ path: `${url.pathname}${url.search}`, body });
    if (url.pathname === "/api/p2p-chat/chat") {
      const skip = Number(url.searchParams.get("skip"));
      const take = Number(url.searchParams.get("take"));
      const newest = [...stored].reverse().slice(skip, skip + take);
      const labelled = newest.map((m) => ({
        ...m,
        label: m.accountId === options.viewer ? "me" : m.role === "buyer" ? "Buyer" : "Seller",
      }));
      return json({
        chat: labelled,
        total: stored.length,
        access: {
          role: options.viewer === SELLER ? "seller" : "buyer",
          canWrite: options.canWrite ?? true,
          receivedShortcut: false,
        },
      });
    }
    if (url.pathname === "/api/p2p-chat/send") {
      const sent = message(stored.length + 1, options.viewer === SELLER ? "seller" : "buyer", body.message);
      stored.push(sent);
      return json({ chat: { ...sent, label: "me" }, message: "Success" });
    }
    if (url.pathname.startsWith("/api/files/")) return new Response(new Blob(["x"], { type: "image/png" }));
    if (url.pathname === "/api/p2p/claimAmountRecivedBySeller")
      return json({
        trade: tradeFixture({ status: "Completed", role: { side: "seller", isAdOwner: true } }),
      });
    return json({ code: "NOT_FOUND", message: "not here" }, 404);
  });
  return calls;
}

const texts = () =>
  screen
    .getAllByTestId("chat-message")
    .map((node) => [
      within(node).getByTestId("chat-label").textContent,
      node.textContent?.includes("hello") ? (node.textContent.match(/hello \d+/)?.[0] ?? "") : "",
    ]);

const started = (side: "buyer" | "seller", status: TTrade["status"] = "Started", dispute = "none") =>
  tradeFixture({
    status,
    role: { side, isAdOwner: side === "seller" },
    dispute:
      dispute === "none" ? { state: "none" } : { state: "open", openedBy: "seller", reason: "not_received" },
  });

describe("TradeChatPanel", () => {
  it("shows the newest 5 oldest first, labelled 'me' or by role, and loads older ones", async () => {
    const stored = Array.from({ length: 7 }, (_, i) =>
      message(i + 1, i % 2 ? "seller" : "buyer", `hello ${i + 1}`),
    );
    const calls = stubChat({ viewer: BUYER, stored });
    renderWithProviders(<TradeChatPanel trade={started("buyer")} />);
    await waitFor(() => expect(screen.getAllByTestId("chat-message")).toHaveLength(5), WAIT);
    expect(texts()).toEqual([
      ["me", "hello 3"],
      ["Seller", "hello 4"],
      ["me", "hello 5"],
      ["Seller", "hello 6"],
      ["me", "hello 7"],
    ]);
    expect(calls[0]?.path).toBe("/api/p2p-chat/chat?tradeId=41&take=5&skip=0");
    fireEvent.click(screen.getByRole("button", { name: "Older messages" }));
    await waitFor(() => expect(screen.getAllByTestId("chat-message")).toHaveLength(7), WAIT);
    expect(texts()[0]).toEqual(["me", "hello 1"]);
    expect(calls.at(-1)?.path).toBe("/api/p2p-chat/chat?tradeId=41&take=5&skip=5");
    expect(screen.queryByRole("button", { name: "Older messages" })).toBeNull();
  });

  it("previews 3 images of a message, the rest after See More, and a PDF as a download", async () => {
    const files = ["a.png", "b.png", "c.jpg", "d.gif", "e.png", "r.pdf"].map((f) => `${"0".repeat(32)}${f}`);
    stubChat({ viewer: SELLER, stored: [message(1, "buyer", "receipts", files)] });
    renderWithProviders(<TradeChatPanel trade={started("seller")} />);
    await waitFor(() => expect(screen.getAllByTestId("chat-image")).toHaveLength(3), WAIT);
    expect(within(screen.getByTestId("chat-message")).getByTestId("chat-label").textContent).toBe("Buyer");
    expect(screen.getByRole("link", { name: "Download PDF file" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: `${CHAT_MESSAGES.seeMore} (+2)` }));
    await waitFor(() => expect(screen.getAllByTestId("chat-image")).toHaveLength(5), WAIT);
  });

  it("sends a message, refuses an empty one, and shows one that arrives live", async () => {
    const stored = [message(1, "seller", "hello 1")];
    const calls = stubChat({ viewer: BUYER, stored });
    renderWithProviders(<TradeChatPanel trade={started("buyer")} />);
    await screen.findByText("hello 1", {}, WAIT);
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText(CHAT_MESSAGES.empty)).toBeTruthy();
    expect(calls.some((call) => call.path === "/api/p2p-chat/send")).toBe(false);

    fireEvent.change(screen.getByRole("textbox", { name: "Message" }), { target: { value: "hello 2" } });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    await screen.findByText("hello 2", {}, WAIT);
    expect(calls.find((call) => call.path === "/api/p2p-chat/send")?.body).toEqual({
      tradeId: "41",
      message: "hello 2",
      fileNames: "",
    });

    // The seller writes from elsewhere: the event re-reads the chat.
    stored.push(message(3, "seller", "hello 3"));
    act(() => handlers.get("newChatMessage")?.({ tradeId: "41", message: {} }));
    await screen.findByText("hello 3", {}, WAIT);
    expect(texts().at(-1)).toEqual(["Seller", "hello 3"]);
  });

  it("closes the composer of a finished trade", async () => {
    stubChat({ viewer: BUYER, stored: [message(1, "seller", "hello 1")], canWrite: false });
    renderWithProviders(<TradeChatPanel trade={started("buyer", "Completed")} />);
    expect(await screen.findByText(CHAT_MESSAGES.closed, {}, WAIT)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Send" })).toBeNull();
  });

  it("offers the seller of a FundsSent or Disputed trade 'I have received the amount', after confirming", async () => {
    const calls = stubChat({ viewer: SELLER, stored: [] });
    const { unmount } = renderWithProviders(<TradeChatPanel trade={started("seller", "Disputed", "open")} />);
    await screen.findByText(CHAT_MESSAGES.noMessages, {}, WAIT);
    fireEvent.click(screen.getByRole("button", { name: CHAT_MESSAGES.receivedShortcut }));
    expect(await screen.findByText(TRADE_CONFIRMATIONS.I_HAVE_RECEIVED)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
    await waitFor(
      () =>
        expect(calls.find((c) => c.path === "/api/p2p/claimAmountRecivedBySeller")?.body).toEqual({
          tradeId: "41",
        }),
      WAIT,
    );
    unmount();

    for (const trade of [started("buyer", "FundsSent"), started("seller", "Started")]) {
      const view = renderWithProviders(<TradeChatPanel trade={trade} />);
      await screen.findByText(CHAT_MESSAGES.noMessages, {}, WAIT);
      expect(screen.queryByRole("button", { name: CHAT_MESSAGES.receivedShortcut })).toBeNull();
      view.unmount();
    }
  });
});
