import { hijriDateOf, ramadanStart } from "@sextant/core";
import type { Page } from "playwright-core";
import { baseUrl, UI_WAIT } from "./browser";

/** Moves the standalone ledger's clock through the API's test hook (the API alone holds the clock's token). */
export async function setLedgerClock(to: Date | "reset"): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/test-hooks/rewards/ledger-clock`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(to === "reset" ? { reset: true } : { time: to.toISOString() }),
  });
  if (!response.ok)
    throw new Error(`ledger clock hook answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { ledgerTime: string }).ledgerTime;
}

/**
 * Two days into a Ramadan that began in this (Gregorian) year, so the record lands in the year the Zakat section
 * opens on. The journey signs nothing until it resets the clock (a clock ahead of wall time would make the
 * wallet's time bounds look expired).
 */
export function ramadanOfThisYear(now = new Date()): Date {
  const year = now.getUTCFullYear();
  const hijri = hijriDateOf(now).year;
  for (const candidate of [hijri - 1, hijri, hijri + 1]) {
    const start = ramadanStart(candidate);
    if (start.getUTCFullYear() === year) return new Date(start.getTime() + 2 * 86_400_000 + 12 * 3_600_000);
  }
  throw new Error(`no Ramadan starts in ${year}`);
}

/** Payments into `account` of the native asset from `from`, newest first, as Horizon lists them. */
export async function paymentsFrom(
  horizonUrl: string,
  account: string,
  from: string,
): Promise<Array<{ amount: string; transaction_hash: string }>> {
  const response = await fetch(`${horizonUrl}/accounts/${account}/payments?order=desc&limit=50`);
  const page = (await response.json()) as {
    _embedded: {
      records: Array<{ type: string; from?: string; to?: string; amount?: string; transaction_hash: string }>;
    };
  };
  return page._embedded.records
    .filter((record) => record.type === "payment" && record.from === from && record.to === account)
    .map((record) => ({ amount: record.amount ?? "0", transaction_hash: record.transaction_hash }));
}

/** Opens a profile section by its slug and waits for its title. */
export async function openProfileSection(page: Page, slug: string, title: string): Promise<void> {
  await page.goto(`/profileScreen?section=${slug}`);
  await page.getByRole("heading", { name: title }).first().waitFor(UI_WAIT);
}
