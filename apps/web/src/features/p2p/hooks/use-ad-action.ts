import { P2P_MESSAGES, type TP2pAd } from "@sextant/core";
import { useNavigate } from "react-router";
import { toast } from "../../../lib/toast";
import type { TP2pIdentity } from "./use-p2p-identity";

/** Spec §5 'Trade start form': acting on an ad needs a signed-in user with approved KYC. */
export const KYC_NOT_APPROVED = "Your KYC is not approved.";

/** Why this person may not act on ads (or create one) right now; null when they may. */
export function adActionBlock(identity: TP2pIdentity, purpose: "trade" | "create"): string | null {
  if (!identity.loggedIn) return P2P_MESSAGES.notLoggedIn;
  if (identity.kyc?.status === "approved") return null;
  return purpose === "create" ? P2P_MESSAGES.kycRequired : KYC_NOT_APPROVED;
}

/** BUY on a sell ad or SELL on a buy ad: opens the trade start screen for it, or says why not. */
export function useAdAction(identity: TP2pIdentity) {
  const navigate = useNavigate();
  return (ad: TP2pAd) => {
    const block = adActionBlock(identity, "trade");
    if (block) return void toast.error(block);
    navigate(ad.type === "sell" ? "/confirmationScreenBuy" : "/confirmationScreenSell", {
      state: { add: ad },
    });
  };
}
