import {
  DEFAULT_NISAB_BASIS,
  DEFAULT_NISAB_USD,
  DEFAULT_REFERRAL_SHARES,
  DEFAULT_ZAKAT_PERCENTAGE,
  type TZakatConfig,
} from "@sextant/core";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { referralSettings, zakatSettings } from "../../db/schema";

const ROW = 1;

/** Numeric columns come back padded ("2.5000"); shown and compared as the admin typed them ("2.5"). */
export function trimDecimal(value: string): string {
  return value.includes(".") ? value.replace(/0+$/, "").replace(/\.$/, "") : value;
}

/** The zakat configuration; until an administrator saves one: 2.5 %, on, paid to the operator's distribution account. */
export async function readZakatConfig(db: Database, defaultAddress: string): Promise<TZakatConfig> {
  const [row] = await db.select().from(zakatSettings).where(eq(zakatSettings.id, ROW));
  if (!row) {
    return {
      percentage: DEFAULT_ZAKAT_PERCENTAGE,
      zakatAddress: defaultAddress,
      isZakatEnabled: true,
      nisabUsd: DEFAULT_NISAB_USD,
      nisabBasis: DEFAULT_NISAB_BASIS,
    };
  }
  return {
    percentage: trimDecimal(row.percentage),
    zakatAddress: row.zakatAddress,
    isZakatEnabled: row.isZakatEnabled,
    nisabUsd: trimDecimal(row.nisabUsd),
    nisabBasis: row.nisabBasis,
  };
}

export async function writeZakatConfig(db: Database, config: TZakatConfig): Promise<void> {
  const values = { ...config, updatedAt: new Date() };
  await db
    .insert(zakatSettings)
    .values({ id: ROW, ...values })
    .onConflictDoUpdate({ target: zakatSettings.id, set: values });
}

/** The referral shares by level (percent of each fee), level 1 first. */
export async function readReferralShares(db: Database): Promise<string[]> {
  const [row] = await db.select().from(referralSettings).where(eq(referralSettings.id, ROW));
  if (!row) return [...DEFAULT_REFERRAL_SHARES];
  return [row.level1Share, row.level2Share, row.level3Share].map(trimDecimal);
}

export async function writeReferralShares(db: Database, shares: readonly string[]): Promise<void> {
  const [level1Share = "0", level2Share = "0", level3Share = "0"] = shares;
  const values = { level1Share, level2Share, level3Share, updatedAt: new Date() };
  await db
    .insert(referralSettings)
    .values({ id: ROW, ...values })
    .onConflictDoUpdate({ target: referralSettings.id, set: values });
}
