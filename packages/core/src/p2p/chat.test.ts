import { describe, expect, it } from "vitest";
import {
  CHAT_IMAGE_PREVIEWS,
  CHAT_MESSAGE_MAX,
  CHAT_MESSAGES,
  chatAccessOf,
  chatFilesView,
  chatLabel,
  chatMessageProblem,
  showsReceivedShortcut,
  type TChatTrade,
} from "./chat";

const trade = (status: string, disputeState = "none"): TChatTrade => ({
  buyer: "GBUYER",
  seller: "GSELLER",
  status,
  disputeState,
});
const user = (account: string) => ({ account, isAdmin: false });
const admin = { account: "GADMIN", isAdmin: true };

describe("chat access", () => {
  it.each([
    // viewer, status, dispute, expected
    [user("GBUYER"), "Started", "none", { role: "buyer", canRead: true, canWrite: true }],
    [user("GSELLER"), "FundsSent", "none", { role: "seller", canRead: true, canWrite: true }],
    [user("GSELLER"), "Disputed", "open", { role: "seller", canRead: true, canWrite: true }],
    [user("GBUYER"), "Completed", "none", { role: "buyer", canRead: true, canWrite: false }],
    [user("GBUYER"), "Disputed", "resolved", { role: "buyer", canRead: true, canWrite: false }],
    [user("GSTRANGER"), "Started", "none", null],
    [user("GSTRANGER"), "Disputed", "open", null],
    [admin, "FundsSent", "none", null],
    [admin, "Completed", "none", null],
    [admin, "Disputed", "open", { role: "admin", canRead: true, canWrite: true }],
    [admin, "Disputed", "resolved", { role: "admin", canRead: true, canWrite: false }],
    [
      { account: "GSELLER", isAdmin: true },
      "Started",
      "none",
      { role: "seller", canRead: true, canWrite: true },
    ],
  ] as const)("%o in %s (dispute %s) → %o", (viewer, status, dispute, expected) => {
    expect(chatAccessOf(viewer, trade(status, dispute))).toEqual(expected);
  });
});

describe("chat messages", () => {
  it.each([
    ["", 0, CHAT_MESSAGES.empty],
    ["   ", 0, CHAT_MESSAGES.empty],
    ["", 1, null],
    ["hello", 0, null],
    ["x".repeat(CHAT_MESSAGE_MAX), 0, null],
    ["x".repeat(CHAT_MESSAGE_MAX + 1), 0, CHAT_MESSAGES.tooLong],
    ["hi", 11, CHAT_MESSAGES.tooManyFiles],
  ])("text of %i chars with %i files → %s", (text, files, expected) => {
    expect(chatMessageProblem(text, files)).toBe(expected);
  });

  it("labels the viewer's own messages 'me' and others by role", () => {
    expect(chatLabel({ accountId: "GBUYER", role: "buyer" }, "GBUYER")).toBe("me");
    expect(chatLabel({ accountId: "GBUYER", role: "buyer" }, "GSELLER")).toBe("Buyer");
    expect(chatLabel({ accountId: "GSELLER", role: "seller" }, "GBUYER")).toBe("Seller");
    expect(chatLabel({ accountId: "admin", role: "admin" }, "GBUYER")).toBe("Admin");
  });

  it("previews up to 3 images, hides the rest behind See More, lists documents apart", () => {
    const names = ["a.png", "b.jpg", "c.pdf", "d.gif", "e.png", "f.png"];
    expect(chatFilesView(names, false)).toEqual({
      previews: ["a.png", "b.jpg", "d.gif"],
      hidden: 2,
      documents: ["c.pdf"],
    });
    expect(chatFilesView(names, true)).toEqual({
      previews: ["a.png", "b.jpg", "d.gif", "e.png", "f.png"],
      hidden: 0,
      documents: ["c.pdf"],
    });
    expect(chatFilesView(["a.png"], false).previews).toHaveLength(1);
    expect(CHAT_IMAGE_PREVIEWS).toBe(3);
  });

  it.each([
    ["seller", "FundsSent", "none", true],
    ["seller", "Disputed", "open", true],
    ["seller", "Disputed", "resolved", false],
    ["seller", "Started", "none", false],
    ["seller", "Completed", "none", false],
    ["buyer", "FundsSent", "none", false],
    ["buyer", "Disputed", "open", false],
    ["admin", "Disputed", "open", false],
  ] as const)(
    "the received shortcut for the %s in %s (dispute %s): %s",
    (role, status, dispute, expected) => {
      expect(showsReceivedShortcut(role, trade(status, dispute))).toBe(expected);
    },
  );
});
