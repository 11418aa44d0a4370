import { P2P_MESSAGES, type TP2pAd } from "@sextant/core";
import { useNavigate } from "react-router";
import { API_MESSAGES } from "../../../lib/api-error";
import { toast } from "../../../lib/toast";
import type { TKycIdentity } from "../api/kyc-identity-api";
import type { TP2pIdentity } from "./use-p2p-identity";

/** Spec §5 'Trade start form': acting on an ad needs a signed-in user with approved KYC. */
export const KYC_NOT_APPROVED = "Your KYC is not approved.";

/** Why this person may not act on ads (or create one); null when they may. `kyc` is their KYC as known. */
export function adActionBlock(
  loggedIn: boolean,
  kyc: TKycIdentity | undefined,
  purpose: "trade" | "create",
): string | null {
  if (!loggedIn) return P2P_MESSAGES.notLoggedIn;
  if (kyc?.status === "approved") return null;
  return purpose === "create" ? P2P_MESSAGES.kycRequired : KYC_NOT_APPROVED;
}

/**
 * Runs `go` when this person may act on ads (or create one), or says why not. A click while their KYC is still
 * loading waits for it; a KYC that cannot be read says so instead of calling it unapproved.
 */
export async function whenAllowed(
  identity: TP2pIdentity,
  purpose: "trade" | "create",
  go: () => void,
): Promise<void> {
  let kyc: TKycIdentity | undefined;
  try {
    kyc = await identity.settledKyc();
  } catch (error) {
    return void toast.error(error instanceof Error && error.message ? error.message : API_MESSAGES.failed);
  }
  const block = adActionBlock(identity.loggedIn, kyc, purpose);
  if (block) return void toast.error(block);
  go();
}

/** BUY on a sell ad or SELL on a buy ad: opens the trade start screen for it, or says why not. */
export function useAdAction(identity: TP2pIdentity) {
  const navigate = useNavigate();
  return (ad: TP2pAd) =>
    whenAllowed(identity, "trade", () =>
      navigate(ad.type === "sell" ? "/confirmationScreenBuy" : "/confirmationScreenSell", {
        state: { add: ad },
      }),
    );
}
