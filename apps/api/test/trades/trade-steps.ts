import { eq, sql } from "drizzle-orm";
import { escrowAccounts, trades } from "../../src/db/schema";
import { TRADE_ESCROW_PURPOSE } from "../../src/modules/p2p-trades/trade-escrow";
import type { TradeRow } from "../../src/modules/p2p-trades/trade-transition";
import type { TradeWorld } from "./trade-world";

/** The happy path's requests, for tests that need a trade in a given state first. */

export async function tradeRow(world: TradeWorld, id: number): Promise<TradeRow> {
  const [row] = await world.database.db.select().from(trades).where(eq(trades.id, id));
  if (!row) throw new Error(`trade ${id} is gone`);
  return row;
}

/** A buy trade of `amount` LEVELG by the buyer on the seller's sell ad; answers its id. */
export async function startBuyTrade(world: TradeWorld, amount: string): Promise<number> {
  const started = await world.call("buyer", "POST", "/api/p2p/addBuyTrade", {
    p2padsId: String(world.ads.sell),
    amount,
    coinUSDRate: "0.05",
  });
  if (started.statusCode !== 200) throw new Error(`the trade did not start: ${started.body}`);
  return Number(started.json().trade.id);
}

/** The seller opens E, signs the refund, pays E and confirms: the trade is Started. Answers E. */
export async function fundTrade(world: TradeWorld, tradeId: number): Promise<string> {
  const opened = await world.call("seller", "POST", "/api/p2p/escrow/open", { tradeId: String(tradeId) });
  if (opened.statusCode !== 200) throw new Error(`the escrow did not open: ${opened.body}`);
  const { escrowAccountId, fundingXdr, refundXdr } = opened.json();
  const seller = world.keypairs.seller;
  const refund = await world.call("seller", "POST", "/api/p2p/escrow/refundSignature", {
    tradeId: String(tradeId),
    signature: world.sign(refundXdr, seller).signature,
  });
  if (refund.statusCode !== 200) throw new Error(`the refund signature was refused: ${refund.body}`);
  const funding = world.sign(fundingXdr, seller);
  await world.ledger.horizon.submitTransaction(funding.tx);
  const hash = Buffer.from(funding.tx.hash()).toString("hex");
  const confirmed = await world.call(
    "seller",
    "GET",
    `/api/p2p/confirmEscrowPayment?tradeId=${tradeId}&transaction_hash=${hash}`,
  );
  if (confirmed.statusCode !== 200) throw new Error(`the funding was not confirmed: ${confirmed.body}`);
  return escrowAccountId;
}

/** The buyer signs the release and clicks 'I have paid': the trade is FundsSent. */
export async function markPaid(world: TradeWorld, tradeId: number): Promise<void> {
  const release = await world.call("buyer", "GET", `/api/p2p/escrow/release?tradeId=${tradeId}`);
  if (release.statusCode !== 200) throw new Error(`no release to sign: ${release.body}`);
  const paid = await world.call("buyer", "POST", "/api/p2p/claimAmountTransferByBuyer", {
    tradeId: String(tradeId),
    releaseSignature: world.sign(release.json().releaseXdr, world.keypairs.buyer).signature,
  });
  if (paid.statusCode !== 200) throw new Error(`'I have paid' was refused: ${paid.body}`);
}

/**
 * Time passes for one trade: every moment its deadlines count from moves back by `minutes`, so the machine, the
 * jobs and the reconciler, each with the real clock, see it that much older. Nothing else is touched.
 */
export async function moveClock(world: TradeWorld, tradeId: number, minutes: number): Promise<void> {
  const by = sql`make_interval(mins => ${minutes})`;
  await world.database.db
    .update(trades)
    .set({
      createdAt: sql`${trades.createdAt} - ${by}`,
      startedAt: sql`${trades.startedAt} - ${by}`,
      paidAt: sql`${trades.paidAt} - ${by}`,
      cancelledAt: sql`${trades.cancelledAt} - ${by}`,
      finishedAt: sql`${trades.finishedAt} - ${by}`,
    })
    .where(eq(trades.id, tradeId));
  // The trade's escrow ages with it: the funding's time bound, and when an opening began.
  await world.database.db
    .update(escrowAccounts)
    .set({
      fundingExpiresAt: sql`${escrowAccounts.fundingExpiresAt} - ${by}`,
      updatedAt: sql`${escrowAccounts.updatedAt} - ${by}`,
    })
    .where(
      sql`${escrowAccounts.purpose} = ${TRADE_ESCROW_PURPOSE} and ${escrowAccounts.reference} = ${String(tradeId)}`,
    );
}
