import { eq, sql } from "drizzle-orm";
import { escrowAccounts, escrowMovements, trades } from "../../src/db/schema";
import { TRADE_ESCROW_PURPOSE } from "../../src/modules/p2p-trades/trade-escrow";
import { shown, type TradeWorld } from "./trade-world";

/** The LEVELG balances a lifecycle can move: the seller (payer), the buyer (payee) and the fee account. */
export interface Balances {
  seller: bigint;
  buyer: bigint;
  fee: bigint;
}

export async function balances(world: TradeWorld): Promise<Balances> {
  const [seller, buyer, fee] = await Promise.all([
    world.balance(world.keypairs.seller.publicKey()),
    world.balance(world.keypairs.buyer.publicKey()),
    world.balance(world.feeAccount),
  ]);
  return { seller, buyer, fee };
}

/** What the ledger's history says an escrow account did: its merges and the payments out of it. */
export interface EscrowHistory {
  exists: boolean;
  balance: bigint;
  merges: number;
  paymentsOut: Array<{ to: string; amount: bigint }>;
}

interface OperationRecord {
  type: string;
  source_account: string;
  transaction_successful?: boolean;
  to?: string;
  from?: string;
  amount?: string;
  asset_code?: string;
}

export async function escrowHistory(world: TradeWorld, account: string): Promise<EscrowHistory> {
  const loaded = await world.ledger.horizon.loadAccount(account).catch(() => null);
  // An E whose setup never reached the ledger has no history at all (404).
  const page = await world.ledger.horizon
    .operations()
    .forAccount(account)
    .limit(200)
    .call()
    .catch(() => ({ records: [] }));
  const records = page.records as unknown as OperationRecord[];
  const applied = records.filter((record) => record.transaction_successful !== false);
  return {
    exists: loaded !== null,
    balance: await world.balance(account),
    merges: applied.filter((r) => r.type === "account_merge" && r.source_account === account).length,
    paymentsOut: applied
      .filter((r) => r.type === "payment" && r.from === account)
      .map((r) => ({ to: r.to ?? "", amount: BigInt(Math.round(Number(r.amount ?? "0") * 1e7)) })),
  };
}

/**
 * The money checks of one lifecycle, on the ledger: nothing lost (the seller's, buyer's and fee account's
 * deltas and what E still holds add up to zero), nothing moved twice (at most one merge of E and one outcome's
 * payments out of it), and the trade's final state agrees with the ledger and with the escrow's rows.
 * Answers the problems found (empty when all hold) and the outcome the ledger shows.
 */
export async function auditTrade(
  world: TradeWorld,
  tradeId: number,
  escrowIds: Set<string>,
  before: Balances,
): Promise<{
  problems: string[];
  outcome: "release" | "refund" | "held" | "nothing";
  status: string;
  awaitingSignature: boolean;
}> {
  const problems: string[] = [];
  const [trade] = await world.database.db.select().from(trades).where(eq(trades.id, tradeId));
  if (!trade)
    return {
      problems: [`trade ${tradeId} is gone`],
      outcome: "nothing",
      status: "missing",
      awaitingSignature: false,
    };
  const [row] = await world.database.db
    .select()
    .from(escrowAccounts)
    .where(
      sql`${escrowAccounts.purpose} = ${TRADE_ESCROW_PURPOSE} and ${escrowAccounts.reference} = ${String(tradeId)}`,
    );
  const movements = row
    ? await world.database.db.select().from(escrowMovements).where(eq(escrowMovements.escrowId, row.id))
    : [];
  if (row) escrowIds.add(row.accountId);
  const after = await balances(world);
  const delta = {
    seller: after.seller - before.seller,
    buyer: after.buyer - before.buyer,
    fee: after.fee - before.fee,
  };
  const histories = await Promise.all([...escrowIds].map((id) => escrowHistory(world, id)));
  const held = histories.reduce((sum, h) => sum + h.balance, 0n);
  const status = trade.status;
  const amount = trade.cryptoAmountToBuyer;
  const fee = trade.sellerFee;
  const total = amount + fee;
  const say = (text: string) => problems.push(text);
  // A dispute ruled for a buyer who never said 'I have paid': Completed, the release waits for the buyer's
  // signature (docs/disputes.md), so E still holds everything.
  const awaitingSignature =
    status === "Completed" && trade.disputeWinner === "buyer" && row?.releasePayeeSignature === null;

  if (delta.seller + delta.buyer + delta.fee + held !== 0n) {
    say(
      `money lost or made: seller ${shown(delta.seller)}, buyer ${shown(delta.buyer)}, fee ${shown(delta.fee)}, held ${shown(held)}`,
    );
  }
  for (const [i, history] of histories.entries()) {
    const id = [...escrowIds][i];
    if (history.merges > 1) say(`E ${id} merged ${history.merges} times`);
    if (history.paymentsOut.length > 2) say(`E ${id} paid out ${history.paymentsOut.length} times`);
    if (history.merges === 1 && history.exists) say(`E ${id} merged yet exists`);
  }
  const outs = histories.flatMap((h) => h.paymentsOut);
  const released =
    outs.some((p) => p.to === trade.buyer && p.amount === amount) &&
    (fee === 0n || outs.some((p) => p.to === world.feeAccount && p.amount === fee));
  const refunded = outs.some((p) => p.to === trade.seller && p.amount === total);
  if (released && refunded) say("both the release and the refund applied");

  const outcome = released ? "release" : refunded ? "refund" : held > 0n ? "held" : "nothing";
  const applied = movements.filter((m) => m.kind !== "funding" && m.status === "applied");
  const outcomes = movements.filter((m) => m.kind !== "funding");
  if (outcomes.length > 1) say(`${outcomes.length} outcome rows for one escrow`);

  if (outcome === "release") {
    if (status !== "Completed") say(`released on the ledger, but the trade is ${status}`);
    if (delta.buyer !== amount || delta.fee !== fee || delta.seller !== -total)
      say(
        `a release moved buyer ${shown(delta.buyer)}, fee ${shown(delta.fee)}, seller ${shown(delta.seller)}`,
      );
    if (histories.some((h) => h.exists)) say("released, yet E was not merged");
    if (row?.status !== "released" || applied[0]?.kind !== "release")
      say(
        `released on the ledger, the escrow row says ${row?.status} / ${applied[0]?.kind ?? "no applied outcome"}`,
      );
  } else if (outcome === "refund") {
    if (status !== "Cancelled" && status !== "Cancelled_With_Holded_Funds")
      say(`refunded on the ledger, but the trade is ${status}`);
    if (delta.buyer !== 0n || delta.fee !== 0n || delta.seller !== 0n)
      say(
        `a refund left buyer ${shown(delta.buyer)}, fee ${shown(delta.fee)}, seller ${shown(delta.seller)}`,
      );
    if (histories.some((h) => h.exists && h.merges > 0)) say("refunded, yet E exists");
    if (row?.status !== "refunded" || applied[0]?.kind !== "refund")
      say(
        `refunded on the ledger, the escrow row says ${row?.status} / ${applied[0]?.kind ?? "no applied outcome"}`,
      );
  } else if (outcome === "held") {
    if (held !== total || delta.seller !== -total) say(`E holds ${shown(held)} of ${shown(total)}`);
    const heldFunds = trade.cancelledAt !== null && Date.now() - trade.cancelledAt.getTime() < 24 * 3600_000;
    const open = ["Started", "FundsSent", "Disputed"].includes(status);
    if (!(open || (status === "Cancelled_With_Holded_Funds" && heldFunds) || awaitingSignature))
      say(`E still holds the funds of a ${status} trade`);
    if (row?.status !== "funded") say(`E holds the funds, the escrow row says ${row?.status}`);
  } else {
    if (delta.buyer !== 0n || delta.fee !== 0n || delta.seller !== 0n)
      say("nothing held, yet balances moved");
    if (!["pending_user_transfer", "Cancelled"].includes(status))
      say(`nothing held, but the trade is ${status}`);
  }
  return {
    problems,
    outcome,
    status: awaitingSignature ? "Completed (awaiting the buyer's signature)" : status,
    awaitingSignature,
  };
}
