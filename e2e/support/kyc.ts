import { deflateSync } from "node:zlib";
import type { Page } from "playwright-core";
import { toastsGone, UI_WAIT } from "./browser";
import { asAdmin } from "./e2e-admin";

interface TOutboxRow {
  id: number;
  channel: "mail" | "sms";
  recipient: string;
  template: string;
  createdAt: string;
}

/**
 * The newest one-time code sent to `recipient` (an e-mail address or a phone number) after `since`, read from the
 * development outbox through the admin API; waits for it to arrive.
 */
export async function readCode(recipient: string, since: Date, timeoutMs = 20_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { messages } = await asAdmin<{ messages: TOutboxRow[] }>("GET", "/outbox?limit=100");
    const row = messages.find(
      (message) =>
        message.template === "one-time-code" &&
        message.recipient === recipient &&
        Date.parse(message.createdAt) >= since.getTime() - 1000,
    );
    if (row) {
      const { text } = await asAdmin<{ text: string }>("GET", `/outbox/${row.id}`);
      const code = /verification code is (\d{4})\b/.exec(text)?.[1];
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`no one-time code reached ${recipient}`);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A small picture (a card in two colours with a stripe) as a real PNG, so uploads and their previews look like
 * documents in the screenshots; `hue` tells the images apart.
 */
export function samplePng(hue: [number, number, number], width = 240, height = 150): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      const stripe = y > height * 0.2 && y < height * 0.32;
      const photo = x > width * 0.06 && x < width * 0.32 && y > height * 0.42 && y < height * 0.88;
      const shade = stripe ? 0.35 : photo ? 0.6 : 1;
      row[1 + x * 3] = Math.round(hue[0] * shade);
      row[2 + x * 3] = Math.round(hue[1] * shade);
      row[3 + x * 3] = Math.round(hue[2] * shade);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A minimal PDF document. */
export const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

export const DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/** A small Word document (.docx): a zip, stored without compression, of its content types and one paragraph. */
export function sampleDocx(text: string): Buffer {
  const entries: [string, string][] = [
    [
      "[Content_Types].xml",
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ' +
        'ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ],
    [
      "word/document.xml",
      '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
        `<w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
    ],
  ];
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of entries) {
    const data = Buffer.from(content);
    const fileName = Buffer.from(name);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt32LE(crc32(data), 14);
    header.writeUInt32LE(data.length, 18);
    header.writeUInt32LE(data.length, 22);
    header.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    parts.push(header, fileName, data);
    directory.push(central, fileName);
    offset += header.length + fileName.length + data.length;
  }
  const central = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(central.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, central, end]);
}

const PICKED_TYPES: Record<string, string> = { pdf: "application/pdf", docx: DOCX_TYPE, png: "image/png" };

/** Chooses a file for the file picker labelled `label` (Mantine's FileInput keeps its input beside the button). */
export async function chooseFile(page: Page, label: string, name: string, buffer: Buffer): Promise<void> {
  const mimeType = PICKED_TYPES[name.slice(name.lastIndexOf(".") + 1)] ?? "image/png";
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: new RegExp(`^${label}`) }).click();
  await (await chooser).setFiles({ name, mimeType, buffer });
}

/** Picks an option of a searchable Mantine Select by typing part of it. */
export async function pickOption(page: Page, label: string | RegExp, option: string): Promise<void> {
  const input = page.getByRole("textbox", { name: label });
  await input.click();
  await input.fill(option);
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** Verifies the e-mail or the phone in step 1: Verify → code from the outbox → 'Confirmation completed'. */
export async function verifyContact(page: Page, kind: "e-mail" | "phone", recipient: string): Promise<void> {
  const since = new Date();
  await page.getByRole("button", { name: `Verify ${kind}` }).click();
  const dialog = page.getByRole("dialog");
  await dialog.waitFor(UI_WAIT);
  const code = await readCode(recipient, since);
  await dialog.getByRole("textbox").first().click();
  await page.keyboard.type(code);
  await dialog.getByRole("button", { name: "Verify", exact: true }).click();
  await page.getByText("Confirmation completed").first().waitFor(UI_WAIT);
  await dialog.waitFor({ state: "detached", ...UI_WAIT });
}

/** Fills the address part of step 1. */
export async function fillAddress(page: Page): Promise<void> {
  await pickOption(page, "Country", "United Kingdom");
  await page.getByLabel("State").fill("Greater London");
  await page.getByLabel("City").fill("London");
  await page.getByLabel("Postal code").fill("N1 9GU");
  await page.getByLabel(/^Address/).fill("1 Example Street");
}

/** Reloads the KYC section and waits for step 3's status label. */
export async function kycStatusAfterReload(page: Page, label: string): Promise<void> {
  await page.goto("/profileScreen?section=kyc");
  await page.getByTestId("kyc-status").filter({ hasText: label }).waitFor(UI_WAIT);
}

/** Step 2's Submit: the application is saved and step 3 says it is under review (toasts closed after). */
export async function submitForReview(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Submit" }).click();
  await page.getByText("Information submitted.").first().waitFor(UI_WAIT);
  await page.getByTestId("kyc-status").filter({ hasText: "Under Review" }).waitFor(UI_WAIT);
  await page.getByText("Your KYC is Under Review").waitFor(UI_WAIT);
  await toastsGone(page);
}
