import { randomUUID } from "node:crypto";
import { chainUnitsToStroops } from "@sextant/core";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { anchorChains, anchorDepositAddresses, anchorTransactions } from "../../db/schema";
import type { AnchorChains, ChainRuntime } from "./chains/anchor-chains";
import type { ChainTransfer } from "./chains/evm-chain";

/** A deposit row whose status changed in a scan (for the realtime events sent after the commit). */
export interface Changed {
  id: string;
  account: string;
  kind: "deposit" | "withdrawal";
  status: string;
  assetCode: string;
}

/**
 * One pass over a chain: every token transfer to a deposit address from the block after the persisted cursor to
 * the head. A transfer with enough confirmations (its block counted) becomes `pending_anchor`, a newer one
 * `pending_external`; the cursor then moves to the last confirmed block, in the same database transaction as the
 * rows, so a crash either keeps both or neither. Each transfer is one row, unique by chain + transaction hash +
 * log index (and the chain's marker: a fresh local chain may repeat a hash), so a replay of blocks already
 * scanned changes nothing; it only confirms `pending_external` rows.
 * A transfer fills the account's open SEP-24 deposit (started, no transfer yet) of that asset and chain if there
 * is one, else it is a new deposit row.
 */
export async function scanChain(
  db: Database,
  chains: AnchorChains,
  runtime: ChainRuntime,
): Promise<Changed[]> {
  if (!(await chains.verify(runtime))) return [];
  const [state] = await db.select().from(anchorChains).where(eq(anchorChains.chain, runtime.chain));
  if (!state) return [];
  const head = await runtime.evm.head();
  const confirmedTo = head - BigInt(runtime.confirmations) + 1n;
  const addresses = await db
    .select({ account: anchorDepositAddresses.account, address: anchorDepositAddresses.address })
    .from(anchorDepositAddresses)
    .where(eq(anchorDepositAddresses.chain, runtime.chain));
  const accountOf = new Map(addresses.map((row) => [row.address, row.account]));
  const transfers = await runtime.evm.transfersTo(
    runtime.tokens.map((token) => token.contract),
    addresses.filter((row) => row.address !== "").map((row) => row.address as `0x${string}`),
    state.cursor + 1n,
    head,
  );
  const changed: Changed[] = [];
  await db.transaction(async (tx) => {
    for (const transfer of transfers) {
      const account = accountOf.get(transfer.to);
      const token = runtime.tokens.find((candidate) => candidate.contract === transfer.token);
      if (!account || !token) continue;
      const confirmed = transfer.blockNumber <= confirmedTo;
      const row = await recordTransfer(tx, runtime, transfer, account, token, confirmed);
      if (row) changed.push(row);
    }
    if (confirmedTo > state.cursor) {
      await tx
        .update(anchorChains)
        .set({ cursor: confirmedTo, updatedAt: sql`now()` })
        .where(and(eq(anchorChains.chain, runtime.chain), eq(anchorChains.cursor, state.cursor)));
    }
  });
  return changed;
}

async function recordTransfer(
  tx: Database,
  runtime: ChainRuntime,
  transfer: ChainTransfer,
  account: string,
  token: { assetCode: string; decimals: number },
  confirmed: boolean,
): Promise<Changed | undefined> {
  const status = confirmed ? "pending_anchor" : "pending_external";
  const [existing] = await tx
    .select()
    .from(anchorTransactions)
    .where(
      and(
        eq(anchorTransactions.kind, "deposit"),
        eq(anchorTransactions.chain, runtime.chain),
        eq(anchorTransactions.chainMarker, runtime.markerHash),
        eq(anchorTransactions.externalTransactionId, transfer.transactionHash),
        eq(anchorTransactions.chainLogIndex, transfer.logIndex),
      ),
    );
  const changed = (id: string): Changed => ({
    id,
    account,
    kind: "deposit",
    status,
    assetCode: token.assetCode,
  });
  if (existing) {
    if (existing.status !== "pending_external" || !confirmed) return undefined;
    const [moved] = await tx
      .update(anchorTransactions)
      .set({ status, updatedAt: sql`now()` })
      .where(and(eq(anchorTransactions.id, existing.id), eq(anchorTransactions.status, "pending_external")))
      .returning({ id: anchorTransactions.id });
    return moved ? changed(moved.id) : undefined;
  }
  const { stroops } = chainUnitsToStroops(transfer.value, token.decimals);
  const values = {
    status,
    chain: runtime.chain,
    amountIn: stroops,
    chainUnits: transfer.value.toString(),
    fromAddress: transfer.from,
    toAddress: transfer.to,
    externalTransactionId: transfer.transactionHash,
    chainLogIndex: transfer.logIndex,
    chainBlock: transfer.blockNumber,
    chainMarker: runtime.markerHash,
  };
  const [open] = await tx
    .select({ id: anchorTransactions.id })
    .from(anchorTransactions)
    .where(
      and(
        eq(anchorTransactions.kind, "deposit"),
        eq(anchorTransactions.status, "pending_user_transfer_start"),
        eq(anchorTransactions.account, account),
        eq(anchorTransactions.assetCode, token.assetCode),
        eq(anchorTransactions.chain, runtime.chain),
      ),
    )
    .orderBy(asc(anchorTransactions.startedAt))
    .limit(1);
  if (open) {
    const [filled] = await tx
      .update(anchorTransactions)
      .set({ ...values, updatedAt: sql`now()` })
      .where(
        and(eq(anchorTransactions.id, open.id), eq(anchorTransactions.status, "pending_user_transfer_start")),
      )
      .returning({ id: anchorTransactions.id });
    if (filled) return changed(filled.id);
  }
  const id = randomUUID();
  const [inserted] = await tx
    .insert(anchorTransactions)
    .values({ id, kind: "deposit", account, assetCode: token.assetCode, ...values })
    .onConflictDoNothing()
    .returning({ id: anchorTransactions.id });
  return inserted ? changed(inserted.id) : undefined;
}
