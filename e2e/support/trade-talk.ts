import { crc32, deflateSync } from "node:zlib";
import type { TP2pProfile } from "@sextant/core";
import type { Page } from "playwright-core";
import { baseUrl, UI_WAIT } from "./browser";
import type { TTrader } from "./trades";

/** A small solid-colour PNG (16×16, RGB), real enough for the upload's type check and for the browser to draw. */
export function solidPng(rgb: [number, number, number]): Buffer {
  const size = 16;
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3)]);
  for (let x = 0; x < size; x += 1) row.set(rgb, 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from("89504e470d0a1a0a", "hex"),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Opens the progress screen's Chat tab and waits for the chat to load. */
export async function openChat(page: Page): Promise<void> {
  await page.getByRole("tab", { name: "Chat" }).click();
  await page
    .getByRole("textbox", { name: "Message" })
    .or(page.getByText("This trade's chat is closed."))
    .first()
    .waitFor(UI_WAIT);
}

/** Attaches files through the chat's paperclip (each is uploaded when picked), then writes and sends `text`. */
export async function sendInChat(
  page: Page,
  text: string,
  files: Array<{ name: string; buffer: Buffer }> = [],
): Promise<void> {
  if (files.length > 0) {
    const chooser = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: "Attach files" }).click();
    await (await chooser).setFiles(files.map((file) => ({ ...file, mimeType: "image/png" })));
    for (const file of files) await page.getByText(file.name, { exact: true }).waitFor(UI_WAIT);
    await page
      .getByRole("button", { name: "Attach files" })
      .and(page.locator(":not([data-loading])"))
      .waitFor(UI_WAIT);
  }
  await page.getByRole("textbox", { name: "Message" }).fill(text);
  await page.getByRole("button", { name: "Send" }).click();
  await page.getByTestId("chat-message").filter({ hasText: text }).waitFor(UI_WAIT);
}

/** The chat message showing `text`, as `page` shows it. */
export const chatMessage = (page: Page, text: string) =>
  page.getByTestId("chat-message").filter({ hasText: text });

/** Writes in a trade's chat over the API, as the chat's send does (for filling a chat quickly). */
export async function postChat(trader: TTrader, tradeId: string, message: string): Promise<void> {
  const response = await fetch(`${baseUrl()}/api/p2p-chat/send`, {
    method: "POST",
    headers: { authorization: `Bearer ${trader.token}`, "content-type": "application/json" },
    body: JSON.stringify({ tradeId, message, fileNames: "" }),
  });
  if (!response.ok) throw new Error(`send answered ${response.status}: ${await response.text()}`);
}

/** What an account reads from a URL of the API with its token: the status code only. */
export async function statusAs(token: string, path: string): Promise<number> {
  const response = await fetch(`${baseUrl()}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  await response.body?.cancel();
  return response.status;
}

/** Leaves a review on the review screen: checks the empty text's message first, then stars and text. */
export async function leaveReview(page: Page, stars: number, text: string): Promise<void> {
  await page.getByRole("button", { name: "Submit" }).click();
  await page.getByText("This field id required.").waitFor(UI_WAIT);
  // A star is a label over a hidden radio of value N; clicking the label chooses N stars.
  const radio = page.getByRole("radio", { name: String(stars), exact: true });
  const id = await radio.getAttribute("id");
  await page.locator(`label[for="${id}"]`).click();
  await page.getByRole("textbox", { name: "Your review" }).fill(text);
  await page.getByRole("button", { name: "Submit" }).click();
  await page.getByTestId("review-summary").waitFor(UI_WAIT);
}

/** An account's public P2P profile as the API answers it (no token). */
export async function publicProfile(account: string): Promise<TP2pProfile> {
  const response = await fetch(`${baseUrl()}/api/p2p/getProfile?account=${account}`);
  if (!response.ok) throw new Error(`getProfile answered ${response.status}`);
  return ((await response.json()) as { profile: TP2pProfile }).profile;
}

/**
 * Confirms every 'Review Transaction' step that shows up until `done` holds (a trade action's signatures: the
 * escrow's refund and funding, or the release). Polls instead of counting dialogs: a confirmed dialog that is
 * still closing matches the same role and name as the next one, which makes counting them racy.
 */
export async function confirmSigningUntil(
  page: Page,
  done: () => Promise<boolean>,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const confirm = page
    .getByRole("dialog", { name: "Review Transaction" })
    .getByRole("button", { name: "Confirm" });
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error("the signing steps did not finish");
    if ((await confirm.count()) > 0)
      await confirm
        .first()
        .click({ timeout: 2_000 })
        .catch(() => undefined);
    await page.waitForTimeout(300);
  }
}

/** Whether the progress screen's status badge reads `status`. */
export const showsStatus = (page: Page, status: string) => async () =>
  (await page
    .getByTestId("trade-status")
    .filter({ hasText: new RegExp(`^${status}$`) })
    .count()) > 0;
