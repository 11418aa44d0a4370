/**
 * Sponsorship of reserves (CAP-33): who carries the base reserves of a ledger entry, and the sandwiches
 * (begin … end sponsoring future reserves) that decide it while a transaction applies.
 */
import { emit, type OpContext } from "./context";
import type { JsonValue } from "./effects";
import { availableNative } from "./reserves";
import type { Account } from "./types";

/** The account sponsoring `ownerId`'s future reserves in the running transaction, if any. */
export function activeSponsor(ctx: OpContext, ownerId: string): string | undefined {
  return ctx.sponsorships?.get(ownerId);
}

/** Whether `accountId` currently sponsors someone's future reserves (is the sponsor of an open sandwich). */
export function isActiveSponsor(ctx: OpContext, accountId: string): boolean {
  for (const sponsor of ctx.sponsorships?.values() ?? []) if (sponsor === accountId) return true;
  return false;
}

/** What moving reserves between accounts needs: the view to load accounts from and the ledger being built. */
export type TReserveScope = Pick<OpContext, "view" | "ledgerSeq">;

export type TReserveClaim = { ok: true; sponsor?: string } | { ok: false };

function loadSponsor(ctx: TReserveScope, id: string): Account {
  const sponsor = ctx.view.loadAccount(id);
  if (!sponsor) throw new Error(`sponsor ${id} vanished`);
  sponsor.lastModifiedLedger = ctx.ledgerSeq;
  return sponsor;
}

/** Counts `count` reserves of an entry owned by `owner` on `sponsorId` (sponsoring) and the owner (sponsored). */
export function countSponsored(ctx: TReserveScope, owner: Account, sponsorId: string, count: number): void {
  const sponsor = loadSponsor(ctx, sponsorId);
  sponsor.numSponsoring = (sponsor.numSponsoring ?? 0) + count;
  owner.numSponsored = (owner.numSponsored ?? 0) + count;
}

/** Undoes `countSponsored`. */
export function uncountSponsored(
  ctx: TReserveScope,
  owner: Account | undefined,
  sponsorId: string,
  count: number,
): void {
  const sponsor = loadSponsor(ctx, sponsorId);
  sponsor.numSponsoring = (sponsor.numSponsoring ?? 0) - count;
  if (owner) owner.numSponsored = (owner.numSponsored ?? 0) - count;
}

/**
 * Decides who carries `count` new base reserves of an entry owned by `owner` (loaded for writing): the owner's
 * active sponsor when a sandwich is open (its available balance must cover them; counted on both accounts),
 * otherwise the owner (its available balance must cover them). `{ ok: false }` is the operation's LOW_RESERVE.
 */
export function claimReserve(ctx: OpContext, owner: Account, count: number): TReserveClaim {
  const need = BigInt(count) * ctx.baseReserve;
  const sponsorId = activeSponsor(ctx, owner.id);
  if (!sponsorId) return availableNative(owner, ctx.baseReserve) >= need ? { ok: true } : { ok: false };
  const sponsor = loadSponsor(ctx, sponsorId);
  if (availableNative(sponsor, ctx.baseReserve) < need) return { ok: false };
  countSponsored(ctx, owner, sponsorId, count);
  return { ok: true, sponsor: sponsorId };
}

/** Gives back the `count` reserves of a removed entry of `owner`; a sponsor (if any) stops carrying them. */
export function releaseReserve(
  ctx: TReserveScope,
  owner: Account | undefined,
  sponsor: string | undefined,
  count: number,
): void {
  if (sponsor) uncountSponsored(ctx, owner, sponsor, count);
}

/**
 * Entries whose reserve is always carried by a sponsor (claimable balances): the active sponsor of `ownerId`,
 * or `ownerId` itself. Counts `count` on the carrier's `numSponsoring` after checking its available balance.
 */
export function claimSponsoringReserve(
  ctx: OpContext,
  ownerId: string,
  count: number,
): { ok: true; sponsor: string } | { ok: false } {
  const sponsorId = activeSponsor(ctx, ownerId) ?? ownerId;
  const sponsor = loadSponsor(ctx, sponsorId);
  if (availableNative(sponsor, ctx.baseReserve) < BigInt(count) * ctx.baseReserve) return { ok: false };
  sponsor.numSponsoring = (sponsor.numSponsoring ?? 0) + count;
  return { ok: true, sponsor: sponsorId };
}

/** Undoes `claimSponsoringReserve` when such an entry is removed. */
export function releaseSponsoringReserve(ctx: OpContext, sponsorId: string, count: number): void {
  const sponsor = ctx.view.loadAccount(sponsorId);
  if (!sponsor) return;
  sponsor.numSponsoring = (sponsor.numSponsoring ?? 0) - count;
  sponsor.lastModifiedLedger = ctx.ledgerSeq;
}

export type TSponsoredKind = "account" | "trustline" | "data" | "signer" | "claimable_balance";

/**
 * Emits Horizon's `<kind>_sponsorship_created/updated/removed` effect for a change of sponsor
 * (`former` → `next`); nothing when the sponsor did not change.
 */
export function emitSponsorship(
  ctx: OpContext,
  account: string,
  kind: TSponsoredKind,
  change: { former?: string; next?: string },
  details: Record<string, JsonValue> = {},
): void {
  const { former, next } = change;
  if (former === next) return;
  if (!former && next) emit(ctx, account, `${kind}_sponsorship_created`, { ...details, sponsor: next });
  else if (former && !next)
    emit(ctx, account, `${kind}_sponsorship_removed`, { ...details, former_sponsor: former });
  else if (former && next) {
    emit(ctx, account, `${kind}_sponsorship_updated`, {
      ...details,
      former_sponsor: former,
      new_sponsor: next,
    });
  }
}
