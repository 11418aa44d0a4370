import type { TOperationId } from "./claimable-balances/balance-id";
import type { EffectDraft, EffectType, JsonValue } from "./effects";
import type { LedgerView } from "./ledger-view";
import type { TradeDraft } from "./offers/trade-draft";
import type { Account } from "./types";

/** Everything an operation needs while applying. */
export interface OpContext {
  view: LedgerView;
  /** Operation source (already resolved from the op or the transaction). */
  sourceId: string;
  /** Sequence of the ledger being built. */
  ledgerSeq: number;
  baseReserve: bigint;
  effects: EffectDraft[];
  /** The header's id pool (last offer id handed out); ops that create offers advance it. */
  idPool?: { value: bigint };
  /** Offers claimed by the operation, for trade history. */
  trades?: TradeDraft[];
  /** Open sponsorship sandwiches of the transaction: sponsored account → sponsor (CAP-33). */
  sponsorships?: Map<string, string>;
  /** The operation's id (transaction source, sequence, index), which claimable balance ids hash. */
  opId?: TOperationId;
}

export function emit(
  ctx: OpContext,
  account: string,
  type: EffectType,
  details: Record<string, JsonValue> = {},
): void {
  ctx.effects.push({ account, type, details });
}

/** The sequence number new accounts start at in the ledger being built. */
export function startingSequence(ledgerSeq: number): bigint {
  return BigInt(ledgerSeq) << 32n;
}

/** Loads the operation source for writing; the dispatcher guarantees it exists. */
export function loadSource(ctx: OpContext): Account {
  const account = ctx.view.loadAccount(ctx.sourceId);
  if (!account) throw new Error(`operation source ${ctx.sourceId} vanished`);
  account.lastModifiedLedger = ctx.ledgerSeq;
  return account;
}
