import { formatAmount } from "../../util/amount";
import { assetFields, canonicalAsset } from "../assets";
import { emit, type OpContext } from "../context";
import { emitSponsorship } from "../sponsorship";
import type { ClaimableBalance } from "./balance";
import { predicateJson } from "./predicates";

/** Horizon's effects of a created balance: created, one per claimant, the debit, then the sponsorship. */
export function emitCreated(ctx: OpContext, balance: ClaimableBalance): void {
  const common = {
    asset: canonicalAsset(balance.asset),
    balance_id: balance.id,
    amount: formatAmount(balance.amount),
  };
  emit(ctx, ctx.sourceId, "claimable_balance_created", common);
  for (const c of balance.claimants) {
    emit(ctx, c.destination, "claimable_balance_claimant_created", {
      ...common,
      predicate: predicateJson(c.predicate),
    });
  }
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
    const details = { asset: canonicalAsset(balance.asset), balance_id: balance.id, amount };
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
