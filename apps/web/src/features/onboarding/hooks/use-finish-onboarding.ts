import { useCallback } from "react";
import { useNavigate } from "react-router";
import type { TWalletInfo } from "../../keystore";
import { useSessionStore } from "../../session";
import { registerAccount } from "../api/register-account";

/** After a wallet is stored: publish it, register the account with the API (failure tolerated), open the wallets. */
export function useFinishOnboarding(): (wallet: TWalletInfo) => void {
  const navigate = useNavigate();
  return useCallback(
    (wallet: TWalletInfo) => {
      const session = useSessionStore.getState();
      session.refreshWallets();
      void registerAccount(wallet, session.referral);
      navigate("/walletScreen", { replace: true });
    },
    [navigate],
  );
}
