import { Navigate, Outlet, useLocation } from "react-router";
import { protectedRedirect } from "../auth-status";
import { useAuthStatus } from "../session-store";

/** Layout route for the protected screens: renders them only when the session is unlocked. */
export function RequireAuth() {
  const status = useAuthStatus();
  const location = useLocation();
  const target = protectedRedirect(status);
  if (target) return <Navigate to={target} replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
