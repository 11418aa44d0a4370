import { type Horizon, type Keypair, Operation, TransactionBuilder, type xdr } from "@stellar/stellar-sdk";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../../db/database";
import { appMeta } from "../../../db/schema";
import type { OperatorKeys } from "../operator-keys";
import { deleteOffer, loadOffers } from "./account-offers";
import { demoPairs } from "./demo-pairs";
import { DevClockClient } from "./dev-clock-client";
import { crossingOperations, planHistory } from "./market-history";

/** app_meta key recording the back-dated market history. */
export const MARKET_HISTORY_KEY = "demo_market_history";
/** Bump to write the history again on existing installations. */
export const MARKET_HISTORY_VERSION = 1;
/** Data entry on the maker account written with the last back-dated ledger: the ledger's own record of it. */
export const MARKET_HISTORY_DATA_NAME = "sextant.market_history";

export const HISTORY_DAYS = 40;
export const HISTORY_LEDGERS_PER_DAY = 4;
/** The history ends this long before the seeding, so its last trades fall inside the last 24 hours. */
const HISTORY_END_BEFORE_NOW_SECONDS = 120;

export type MarketHistoryOutcome = "seeded" | "already-seeded" | "no-dev-clock";

/** The app_meta record: `complete` once the last back-dated ledger is written. */
export interface HistoryRecord {
  version: number;
  complete: boolean;
  seededAt: string;
  ledgers: number;
  trades: number;
}

/**
 * Writes 40 days of back-dated trades for every configured pair, once: for each back-dated ledger the ledger's
 * development clock is set to its time, the maker's offers and the taker's crossing buys are submitted, and the
 * ledger is closed at once; the clock is reset afterwards. Recorded in app_meta and, with the last ledger, as a
 * data entry on the maker account, so later starts (and a reset ledger) are recognised. Without a development
 * clock (404) nothing is written.
 */
export async function seedMarketHistory(options: {
  horizon: Horizon.Server;
  keys: OperatorKeys;
  networkPassphrase: string;
  db: Database;
  log?: FastifyBaseLogger;
  /** The development clock's token; the LEDGER_DEV_CLOCK_TOKEN environment variable when not given. */
  devClockToken?: string;
}): Promise<MarketHistoryOutcome> {
  const { horizon, keys, db } = options;
  const maker = keys.keypair("maker");
  const taker = keys.keypair("taker");
  const makerAccount = await horizon.loadAccount(maker.publicKey());
  const marker = makerAccount.data_attr[MARKET_HISTORY_DATA_NAME];
  if (marker !== undefined && Buffer.from(marker, "base64").toString() === String(MARKET_HISTORY_VERSION)) {
    const recorded = await readMarketHistoryRecord(db);
    if (recorded?.version !== MARKET_HISTORY_VERSION || !recorded.complete) {
      await writeRecord(db, {
        version: MARKET_HISTORY_VERSION,
        complete: true,
        seededAt: "",
        ledgers: 0,
        trades: 0,
      });
    }
    return "already-seeded";
  }

  const clock = await DevClockClient.connect(horizon, options.devClockToken);
  if (!clock) {
    options.log?.info(
      "the ledger has no development clock: the demo market starts without back-dated history",
    );
    return "no-dev-clock";
  }

  // Offers left by an earlier run would be crossed at other prices: start from an empty maker/taker book.
  const leftovers = [
    ...(await loadOffers(horizon, maker.publicKey())).map((offer) => deleteOffer(maker.publicKey(), offer)),
  ];
  const takerLeftovers = (await loadOffers(horizon, taker.publicKey())).map((offer) =>
    deleteOffer(taker.publicKey(), offer),
  );
  const pairs = demoPairs(keys);
  const endSeconds = Math.floor(Date.now() / 1000) - HISTORY_END_BEFORE_NOW_SECONDS;
  // A run that stopped part-way (recorded, not complete) left back-dated trades: carry on after the last of them.
  const earlier = await readMarketHistoryRecord(db);
  const resumeAfter =
    earlier?.version === MARKET_HISTORY_VERSION && !earlier.complete
      ? await lastTradeTime(horizon, maker.publicKey())
      : undefined;
  await writeRecord(db, {
    version: MARKET_HISTORY_VERSION,
    complete: false,
    seededAt: "",
    ledgers: 0,
    trades: 0,
  });
  const slots = planHistory(pairs, {
    endSeconds,
    days: HISTORY_DAYS,
    perDay: HISTORY_LEDGERS_PER_DAY,
  }).filter((slot) => resumeAfter === undefined || slot.time > resumeAfter);
  const source = await horizon.loadAccount(maker.publicKey());
  const build = (operations: xdr.Operation[], signers: Keypair[] = [maker, taker]) => {
    const builder = new TransactionBuilder(source, {
      fee: "100",
      networkPassphrase: options.networkPassphrase,
    });
    for (const operation of operations) builder.addOperation(operation);
    const tx = builder.setTimeout(0).build();
    tx.sign(...signers);
    return tx;
  };

  try {
    await clock.closeAndReset();
    for (let start = 0; start < leftovers.length; start += 100) {
      await horizon.submitTransaction(build(leftovers.slice(start, start + 100), [maker]));
    }
    for (let start = 0; start < takerLeftovers.length; start += 100) {
      await horizon.submitTransaction(build(takerLeftovers.slice(start, start + 100)));
    }
    const first = slots[0];
    if (first) await clock.set(first.time, true);
    let trades = 0;
    // Transactions the ledger closed on its own timer before the close request; checked at the end.
    const unconfirmed: string[] = [];
    for (const [index, slot] of slots.entries()) {
      const operations = slot.trades.flatMap((trade) =>
        crossingOperations(trade, maker.publicKey(), taker.publicKey()),
      );
      if (index === slots.length - 1) {
        operations.push(
          Operation.manageData({
            source: maker.publicKey(),
            name: MARKET_HISTORY_DATA_NAME,
            value: String(MARKET_HISTORY_VERSION),
          }),
        );
      }
      const tx = build(operations);
      const submitted = await horizon.submitAsyncTransaction(tx, { skipMemoRequiredCheck: true });
      if (submitted.tx_status !== "PENDING") {
        throw new Error(`back-dated ledger at ${slot.time} not accepted: ${submitted.tx_status}`);
      }
      const next = slots[index + 1];
      const state = next ? await clock.set(next.time, true) : await clock.closeAndReset();
      if (state.closed?.transactions.includes(submitted.hash)) {
        if (state.closed.failed.includes(submitted.hash)) {
          throw new Error(`back-dated transaction ${submitted.hash} failed`);
        }
      } else unconfirmed.push(submitted.hash);
      trades += slot.trades.length;
    }
    await confirmApplied(horizon, unconfirmed);
    if (slots.length === 0) {
      // Everything was written but the record: write it now.
      await horizon.submitTransaction(
        build(
          [
            Operation.manageData({
              source: maker.publicKey(),
              name: MARKET_HISTORY_DATA_NAME,
              value: String(MARKET_HISTORY_VERSION),
            }),
          ],
          [maker],
        ),
      );
    }
    await writeRecord(db, {
      version: MARKET_HISTORY_VERSION,
      complete: true,
      seededAt: new Date().toISOString(),
      ledgers: slots.length,
      trades,
    });
    return "seeded";
  } finally {
    await clock.closeAndReset().catch(() => undefined);
  }
}

/** Unix seconds of the account's latest trade, or undefined when it has none. */
async function lastTradeTime(horizon: Horizon.Server, accountId: string): Promise<number | undefined> {
  const page = await horizon.trades().forAccount(accountId).order("desc").limit(1).call();
  const time = page.records[0]?.ledger_close_time;
  return time === undefined ? undefined : Math.floor(Date.parse(time) / 1000);
}

/** Throws unless every transaction succeeded, reading their records a few at a time. */
async function confirmApplied(horizon: Horizon.Server, hashes: string[]): Promise<void> {
  for (let start = 0; start < hashes.length; start += 8) {
    const records = await Promise.all(
      hashes.slice(start, start + 8).map((hash) => horizon.transactions().transaction(hash).call()),
    );
    const failed = records.find((record) => !record.successful);
    if (failed) throw new Error(`back-dated transaction ${failed.hash} failed`);
  }
}

async function writeRecord(db: Database, record: HistoryRecord): Promise<void> {
  await db
    .insert(appMeta)
    .values({ key: MARKET_HISTORY_KEY, value: record })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: record, updatedAt: new Date() } });
}

/** The history record of app_meta, or undefined before the history was started. */
export async function readMarketHistoryRecord(db: Database): Promise<HistoryRecord | undefined> {
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, MARKET_HISTORY_KEY));
  return row ? (row.value as HistoryRecord) : undefined;
}
