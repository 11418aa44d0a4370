import { useCallback } from "react";
import { useSessionStore } from "../session-store";

/** Locks the session and reloads the page, which drops every decrypted secret held in memory. */
export function useLogout(beforeReload?: () => void): () => void {
  const lock = useSessionStore((state) => state.lock);
  return useCallback(() => {
    beforeReload?.();
    lock();
    window.location.reload();
  }, [beforeReload, lock]);
}
