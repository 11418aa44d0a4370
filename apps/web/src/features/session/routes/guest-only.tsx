import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { guestRedirect, type TGuestScreen } from "../auth-status";
import { parseReturnPath } from "../route-state";
import { useAuthStatus, useSessionStore } from "../session-store";

interface GuestOnlyProps {
  screen: TGuestScreen;
  children: ReactNode;
}

export function GuestOnly({ screen, children }: GuestOnlyProps) {
  const status = useAuthStatus();
  const hasWallet = useSessionStore((state) => state.wallets.length > 0);
  const returnTo = parseReturnPath(useLocation().state);
  const redirect = guestRedirect(screen, status, hasWallet);
  // Unlocked with a wallet: back to the page the person came from, when there was one.
  const target = redirect === "/walletScreen" && returnTo ? returnTo : redirect;
  if (target) return <Navigate to={target} replace />;
  return children;
}
