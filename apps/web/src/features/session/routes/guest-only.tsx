import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { guestRedirect, type TGuestScreen } from "../auth-status";
import { useAuthStatus } from "../session-store";

interface GuestOnlyProps {
  screen: TGuestScreen;
  reset?: boolean;
  children: ReactNode;
}

export function GuestOnly({ screen, reset = false, children }: GuestOnlyProps) {
  const status = useAuthStatus();
  const target = guestRedirect(screen, status, reset);
  if (target) return <Navigate to={target} replace />;
  return children;
}
