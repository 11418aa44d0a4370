import { formatAmount } from "../../util/amount";
import { assetFields, canonicalAsset } from "../assets";
import { emit, type OpContext } from "../context";
import type { JsonValue } from "../effects";
import { emitSponsorship } from "../sponsorship";
import type { ClaimableBalance, TPredicate } from "./balance";
import { predicateJson } from "./predicates";

/** Horizon adds the balance's clawback flag to its created and claimed effects only when it is set. */
function flagDetails(b: ClaimableBalance): Record<string, JsonValue> {
  return b.clawbackEnabled ? { claimable_balance_clawback_enabled_flag: true } : {};
}

/**
 * Horizon's effects of a created balance: created, one per claimant (with the predicate as submitted, relative
 * bounds included), the debit, then the sponsorship.
 */
export function emitCreated(ctx: OpContext, balance: ClaimableBalance, submitted: TPredicate[]): void {
  const common = {
    asset: canonicalAsset(balance.asset),
    balance_id: balance.id,
    amount: formatAmount(balance.amount),
  };
  emit(ctx, ctx.sourceId, "claimable_balance_created", { ...common, ...flagDetails(balance) });
  balance.claimants.forEach((c, i) => {
    const predicate = predicateJson(submitted[i] ?? c.predicate);
    emit(ctx, c.destination, "claimable_balance_claimant_created", { ...common, predicate });
  });
  emit(ctx, ctx.sourceId, "account_debited", { amount: common.amount, ...assetFields(balance.asset) });
  emitSponsorship(
    ctx,
    ctx.sourceId,
    "claimable_balance",
    { next: balance.sponsor },
    { balance_id: balance.id },
  );
}

/** Effects of a claim (`claimed`) or a clawback (`clawed_back`): the event, the credit, the sponsorship's end. */
export function emitRemoved(ctx: OpContext, balance: ClaimableBalance, how: "claimed" | "clawed_back"): void {
  const amount = formatAmount(balance.amount);
  if (how === "claimed") {
    const details = {
      asset: canonicalAsset(balance.asset),
      balance_id: balance.id,
      amount,
      ...flagDetails(balance),
    };
    emit(ctx, ctx.sourceId, "claimable_balance_claimed", details);
  } else emit(ctx, ctx.sourceId, "claimable_balance_clawed_back", { balance_id: balance.id });
  emit(ctx, ctx.sourceId, "account_credited", { amount, ...assetFields(balance.asset) });
  emitSponsorship(
    ctx,
    ctx.sourceId,
    "claimable_balance",
    { former: balance.sponsor },
    { balance_id: balance.id },
  );
}
