import { Center, Loader } from "@mantine/core";
import { type ReactNode, useEffect } from "react";
import { toast } from "../../../lib/toast";
import { browserPendingDeps, PENDING_MESSAGES, readPending, reportAfterReload } from "../pending-submissions";
import { resumeSession } from "../session-actions";
import { useSessionStore } from "../session-store";

let reportStarted = false;

/**
 * Holds the screens back while this tab re-opens the session it saved before a reload, so the route guards see
 * the resumed session instead of sending the person to the login screen. Renders at once when nothing was saved.
 */
export function SessionResumeGate({ children }: { children: ReactNode }) {
  const resuming = useSessionStore((state) => state.resuming);
  useEffect(() => {
    // Transactions signed before the reload: their outcome, once Horizon knows it (once per page).
    if (reportStarted || readPending().length === 0) return;
    reportStarted = true;
    void reportAfterReload({
      ...browserPendingDeps(),
      notify: (outcome, hash) =>
        outcome === "success"
          ? toast.success(PENDING_MESSAGES.success, { title: `Transaction ${hash.slice(0, 8)}…` })
          : toast.error(PENDING_MESSAGES.failed, { title: `Transaction ${hash.slice(0, 8)}…` }),
    });
  }, []);
  useEffect(() => {
    if (resuming) void resumeSession();
  }, [resuming]);
  if (resuming) {
    return (
      <Center h="100vh" aria-busy="true" aria-label="Opening your session">
        <Loader />
      </Center>
    );
  }
  return children;
}
