import { Navigate, Outlet, useLocation } from "react-router";
import { protectedRedirect } from "../auth-status";
import { useAuthStatus, useSessionStore } from "../session-store";

/** Layout route for the protected screens: renders them only when the session is unlocked. */
export function RequireAuth() {
  const status = useAuthStatus();
  const hasWallet = useSessionStore((state) => state.wallets.length > 0);
  const backupPending = useSessionStore((state) => state.wallets.some((wallet) => wallet.backupPending));
  const endedOnPurpose = useSessionStore((state) => state.endedOnPurpose);
  const location = useLocation();
  const target = protectedRedirect(status, hasWallet, location.pathname, backupPending);
  if (target) {
    // After a logout the next login starts from the wallets, not from the page the person logged out on.
    const state = endedOnPurpose ? undefined : { from: `${location.pathname}${location.search}` };
    return <Navigate to={target} replace state={state} />;
  }
  return <Outlet />;
}
