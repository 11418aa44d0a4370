import { Navigate, Outlet, useLocation } from "react-router";
import { protectedRedirect } from "../auth-status";
import { useAuthStatus, useSessionStore } from "../session-store";

/** Layout route for the protected screens: renders them only when the session is unlocked. */
export function RequireAuth() {
  const status = useAuthStatus();
  const hasWallet = useSessionStore((state) => state.wallets.length > 0);
  const location = useLocation();
  const target = protectedRedirect(status, hasWallet, location.pathname);
  if (target) return <Navigate to={target} replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
