import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { guestRedirect, type TGuestScreen } from "../auth-status";
import { useAuthStatus, useSessionStore } from "../session-store";

interface GuestOnlyProps {
  screen: TGuestScreen;
  children: ReactNode;
}

export function GuestOnly({ screen, children }: GuestOnlyProps) {
  const status = useAuthStatus();
  const hasWallet = useSessionStore((state) => state.wallets.length > 0);
  const target = guestRedirect(screen, status, hasWallet);
  if (target) return <Navigate to={target} replace />;
  return children;
}
