import { useCallback } from "react";
import { useSessionStore } from "../session-store";

/**
 * Drops the vault key, locks the session here and in every other open tab, and loads the login screen afresh,
 * which clears everything held in memory (and, unlike a reload, keeps no page to come back to).
 */
export function useLogout(beforeReload?: () => void): () => void {
  const logOut = useSessionStore((state) => state.logOut);
  return useCallback(() => {
    beforeReload?.();
    logOut();
    window.location.replace("/login");
  }, [beforeReload, logOut]);
}
