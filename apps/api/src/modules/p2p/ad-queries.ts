import { AD_PAGE_SIZE, ErrorCode, parseTime, type TAdType, toStroops } from "@sextant/core";
import { and, desc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { p2pAds } from "../../db/schema";
import { AppError } from "../../errors";
import type { AdRow } from "./ad-view";

/**
 * Exactly the predicate of the partial list indexes (schema-p2p.ts), so PostgreSQL uses them: an ad is listed
 * when it is Active with an available amount above 0 and at least its minimum (spec §4 'Ad status').
 */
const LISTED = sql`"status" = 'Active' AND "available_amount" > 0 AND "available_amount" >= "min_qty"`;

export interface AdListQuery {
  assetCode: string;
  type: TAdType;
  location?: string;
  pagingId?: string;
  noOlderThan?: string;
  /** Only ads that can fill this amount (stroops): min ≤ amount ≤ max and amount ≤ available. */
  amount?: bigint;
}

export interface AdPage {
  rows: AdRow[];
  next: string | null;
}

/**
 * Listed ads of one asset and type, best price first for the visitor: sell ads cheapest first, buy ads dearest
 * first, ties by id in the same direction. Keyset paging on (unit_price, id): the cursor is the last row's price
 * and id, so ads created or removed while someone pages never shift or repeat rows.
 */
export async function listAds(db: Database, query: AdListQuery): Promise<AdPage> {
  const ascending = query.type === "sell";
  const conditions: SQL[] = [
    eq(p2pAds.assetCode, query.assetCode.toUpperCase()),
    eq(p2pAds.type, query.type),
    LISTED,
  ];
  if (query.location) conditions.push(eq(p2pAds.location, query.location.toUpperCase()));
  const cursor = parseListCursor(query.pagingId);
  if (cursor) {
    conditions.push(
      ascending
        ? sql`("unit_price", "id") > (${cursor.price.toString()}::bigint, ${cursor.id}::bigint)`
        : sql`("unit_price", "id") < (${cursor.price.toString()}::bigint, ${cursor.id}::bigint)`,
    );
  }
  const since = parseSince(query.noOlderThan);
  if (since) conditions.push(gte(p2pAds.updatedAt, since));
  if (query.amount !== undefined) {
    const amount = query.amount.toString();
    conditions.push(
      sql`"min_qty" <= ${amount}::bigint AND "max_qty" >= ${amount}::bigint AND "available_amount" >= ${amount}::bigint`,
    );
  }
  const order = ascending ? [sql`"unit_price" ASC`, sql`"id" ASC`] : [sql`"unit_price" DESC`, sql`"id" DESC`];
  const rows = await db
    .select()
    .from(p2pAds)
    .where(and(...conditions))
    .orderBy(...order)
    .limit(AD_PAGE_SIZE + 1);
  return page(rows, (last) => `${last.unitPrice}_${last.id}`);
}

/**
 * One account's ads, newest first. `all` (the owner asking) includes paused and unlisted ones; otherwise only
 * listed ads. Keyset paging on id.
 */
export async function listAccountAds(
  db: Database,
  query: { account: string; assetCode?: string; type?: TAdType; pagingId?: string; noOlderThan?: string },
  all: boolean,
): Promise<AdPage> {
  const conditions: SQL[] = [eq(p2pAds.account, query.account)];
  if (!all) conditions.push(LISTED);
  if (query.assetCode) conditions.push(eq(p2pAds.assetCode, query.assetCode.toUpperCase()));
  if (query.type) conditions.push(eq(p2pAds.type, query.type));
  if (query.pagingId) {
    if (!/^\d{1,18}$/.test(query.pagingId)) throw badCursor();
    conditions.push(lt(p2pAds.id, Number(query.pagingId)));
  }
  const since = parseSince(query.noOlderThan);
  if (since) conditions.push(gte(p2pAds.updatedAt, since));
  const rows = await db
    .select()
    .from(p2pAds)
    .where(and(...conditions))
    .orderBy(desc(p2pAds.id))
    .limit(AD_PAGE_SIZE + 1);
  return page(rows, (last) => String(last.id));
}

export async function findAd(db: Database, id: number): Promise<AdRow | undefined> {
  const [row] = await db.select().from(p2pAds).where(eq(p2pAds.id, id));
  return row;
}

function page(rows: AdRow[], cursorOf: (last: AdRow) => string): AdPage {
  const more = rows.length > AD_PAGE_SIZE;
  const shown = more ? rows.slice(0, AD_PAGE_SIZE) : rows;
  const last = shown.at(-1);
  return { rows: shown, next: more && last ? cursorOf(last) : null };
}

/** A list cursor "unitPriceStroops_id"; empty = the first page. */
function parseListCursor(value: string | undefined): { price: bigint; id: number } | undefined {
  if (!value) return undefined;
  const match = /^(\d{1,19})_(\d{1,18})$/.exec(value);
  if (!match) throw badCursor();
  return { price: BigInt(match[1] as string), id: Number(match[2]) };
}

function parseSince(value: string | undefined): Date | undefined {
  if (!value) return undefined;
  return parseTime(value);
}

function badCursor(): AppError {
  return new AppError(ErrorCode.ValidationFailed, "paging_id is not a page of this list");
}

/** A positive amount of the quick form in stroops, or a 400 with the spec's wording for a bad amount. */
export function searchAmount(value: string): bigint {
  try {
    const amount = toStroops(value.trim());
    if (amount > 0n) return amount;
  } catch {
    // falls through to the message below
  }
  throw new AppError(ErrorCode.ValidationFailed, "Amount must be greater than 0");
}
