/**
 * A trade's chat, the pure rules (spec doc 2 §2 'Chat tab', §3 'Chat message', §9): who may read and write, how a
 * message is labelled for a viewer, how many load at once and how many images are previewed.
 */

/** Messages per load: the newest 5 first, older ones on scroll (spec §9). */
export const CHAT_PAGE_SIZE = 5;
/** Images previewed in one message before 'See More' (spec §9). */
export const CHAT_IMAGE_PREVIEWS = 3;
/** The longest message text, in characters (the product's own limit; the spec sets none). */
export const CHAT_MESSAGE_MAX = 1000;
/** The most attachments one message carries (the product's own limit). */
export const CHAT_FILES_MAX = 10;

export const CHAT_MESSAGES = {
  /** An empty message with no attachment (spec §5's general wording for a required field). */
  empty: "This field is required.",
  tooLong: `A message can't be longer than ${CHAT_MESSAGE_MAX} characters.`,
  tooManyFiles: `A message can't carry more than ${CHAT_FILES_MAX} files.`,
  fileNotYours: "Attach only files you uploaded yourself.",
  notAllowed: "Only the two parties of a trade (and support, once a dispute is open) can use its chat.",
  closed: "This trade's chat is closed.",
  seeMore: "See More",
  receivedShortcut: "I have received the amount",
  noMessages: "No messages yet.",
} as const;

/** Who writes in a chat: a party of the trade or the dispute desk. */
export type TChatRole = "buyer" | "seller" | "admin";

/** What the chat rules need of a trade. */
export interface TChatTrade {
  buyer: string;
  seller: string;
  status: string;
  /** The dispute axis: 'none', 'open' or 'resolved'. */
  disputeState: string;
}

export interface TChatAccess {
  role: TChatRole;
  canRead: boolean;
  canWrite: boolean;
}

const FINAL = new Set(["Completed", "Cancelled", "Cancelled_With_Holded_Funds"]);

/**
 * The viewer's access to a trade's chat, or null for anyone else. The parties read always and write until the
 * trade is final (a disputed trade stays open to both); an admin reads once a dispute was opened (open or
 * resolved) and writes while it is open. An admin who is also a party is treated as the party.
 */
export function chatAccessOf(
  viewer: { account: string; isAdmin: boolean },
  trade: TChatTrade,
): TChatAccess | null {
  const final = FINAL.has(trade.status) || trade.disputeState === "resolved";
  if (viewer.account === trade.buyer) return { role: "buyer", canRead: true, canWrite: !final };
  if (viewer.account === trade.seller) return { role: "seller", canRead: true, canWrite: !final };
  if (viewer.isAdmin && trade.disputeState !== "none") {
    return { role: "admin", canRead: true, canWrite: trade.disputeState === "open" };
  }
  return null;
}

/** Checks a message before it is stored: a message carries text, files, or both. Answers the spec's text or null. */
export function chatMessageProblem(text: string, fileCount: number): string | null {
  if (text.trim() === "" && fileCount === 0) return CHAT_MESSAGES.empty;
  if (text.length > CHAT_MESSAGE_MAX) return CHAT_MESSAGES.tooLong;
  if (fileCount > CHAT_FILES_MAX) return CHAT_MESSAGES.tooManyFiles;
  return null;
}

/** The label over a message: 'me' for the viewer's own, otherwise the writer's role ('Buyer', 'Seller', 'Admin'). */
export function chatLabel(message: { accountId: string; role: TChatRole }, viewer: string): string {
  if (message.accountId === viewer) return "me";
  return message.role === "buyer" ? "Buyer" : message.role === "seller" ? "Seller" : "Admin";
}

const IMAGE_NAME = /\.(png|jpe?g|gif)$/i;

export function isChatImage(fileName: string): boolean {
  return IMAGE_NAME.test(fileName);
}

/**
 * Splits a message's files for display: up to 3 images previewed, the remaining images hidden behind 'See More'
 * (unless `expanded`), and the other files (PDF) as download links.
 */
export function chatFilesView(
  fileNames: readonly string[],
  expanded: boolean,
): { previews: string[]; hidden: number; documents: string[] } {
  const images = fileNames.filter(isChatImage);
  const documents = fileNames.filter((name) => !isChatImage(name));
  const previews = expanded ? images : images.slice(0, CHAT_IMAGE_PREVIEWS);
  return { previews, hidden: images.length - previews.length, documents };
}

/**
 * Whether the chat shows the seller's 'I have received the amount' shortcut: the seller of a trade that is
 * Disputed (and not yet resolved) or FundsSent (spec §2 'Chat tab').
 */
export function showsReceivedShortcut(role: TChatRole | null, trade: TChatTrade): boolean {
  if (role !== "seller") return false;
  if (trade.status === "FundsSent") return true;
  return trade.status === "Disputed" && trade.disputeState !== "resolved";
}
