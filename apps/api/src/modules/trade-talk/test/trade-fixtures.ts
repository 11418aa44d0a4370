import { Keypair } from "@stellar/stellar-sdk";
import { eq } from "drizzle-orm";
import type { Database } from "../../../db/database";
import { trades } from "../../../db/schema";

export type TradeFixture = typeof trades.$inferSelect;

/**
 * A trade row written straight into the trades table (a sell ad's buy trade: the creator buys), at the given
 * status. Chat and review tests need a trade and its parties, not the escrow steps that the trades module
 * tests on the ledger.
 */
export async function insertTrade(
  db: Database,
  parties: { buyer: string; seller: string },
  status = "Started",
): Promise<TradeFixture> {
  const [row] = await db
    .insert(trades)
    .values({
      type: "buy",
      status,
      adId: 1,
      account: parties.buyer,
      adOwner: parties.seller,
      buyer: parties.buyer,
      seller: parties.seller,
      assetCode: "XLM",
      cryptoAmountToBuyer: 300_000_000n,
      cryptoAmountFromSeller: 300_300_000n,
      sellerFee: 300_000n,
      fiatTradeAmount: 8_820_000_000n,
      unitPrice: 294_000_000n,
      currency: "INR",
      coinUsdRate: "0.35",
      paymentMethod: "Local_Bank",
      timeFrame: 15,
      sellerStellarMemo: "p2p-test",
      startedAt: status === "pending_user_transfer" ? null : new Date(),
    })
    .returning();
  if (!row) throw new Error("no trade");
  await db
    .update(trades)
    .set({ sellerStellarMemo: `p2p-${row.id}` })
    .where(eq(trades.id, row.id));
  return row;
}

/** Moves a stored trade as the trades and disputes modules would (status and the dispute axis). */
export async function setTradeState(
  db: Database,
  tradeId: number,
  change: Partial<
    Pick<TradeFixture, "status" | "disputeState" | "disputeOpenedBy" | "disputeReason" | "disputeWinner">
  >,
): Promise<void> {
  await db.update(trades).set(change).where(eq(trades.id, tradeId));
}

export const randomAccount = () => Keypair.random().publicKey();
