import { ErrorCode, P2P_MESSAGES, type TAdStatus, transitionAd } from "@sextant/core";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { p2pAds } from "../../db/schema";
import { AppError } from "../../errors";
import { findAd } from "./ad-queries";
import type { AdRow } from "./ad-view";

/**
 * The owner's Activate/Deactivate switch (spec §4 'Ad status'): the pure machine decides, and the update only
 * applies while the ad still has the status it was read with (and, to activate, enough available amount), so a
 * trade reserving from the ad at the same moment or a second switch cannot slip past the rule.
 */
export async function changeAdStatus(
  db: Database,
  caller: string,
  adId: number,
  target: TAdStatus,
): Promise<{ ad: AdRow; changed: boolean }> {
  const ad = await findAd(db, adId);
  if (!ad) throw new AppError(ErrorCode.NotFound, P2P_MESSAGES.adNotFound);
  if (ad.account !== caller) throw new AppError(ErrorCode.Forbidden, P2P_MESSAGES.notAdOwner);
  const transition = transitionAd(
    { status: ad.status as TAdStatus, availableAmount: ad.availableAmount, minQty: ad.minQty },
    target,
  );
  if (!transition.ok) throw new AppError(ErrorCode.ValidationFailed, transition.message);
  if (!transition.changed) return { ad, changed: false };
  const enough =
    target === "Active" ? sql`"available_amount" > 0 AND "available_amount" >= "min_qty"` : sql`true`;
  const [updated] = await db
    .update(p2pAds)
    .set({ status: target, updatedAt: sql`now()` })
    .where(and(eq(p2pAds.id, adId), eq(p2pAds.status, ad.status), enough))
    .returning();
  if (!updated) throw new AppError(ErrorCode.Conflict, P2P_MESSAGES.adStatusUnchanged);
  return { ad: updated, changed: true };
}
