import { useCallback } from "react";
import { useSessionStore } from "../session-store";

/** Drops the vault key, locks the session and reloads the page, which clears everything held in memory. */
export function useLogout(beforeReload?: () => void): () => void {
  const lock = useSessionStore((state) => state.lock);
  return useCallback(() => {
    beforeReload?.();
    lock();
    window.location.reload();
  }, [beforeReload, lock]);
}
