import {
  buildWeb,
  type RunningStack,
  startStack as start,
  webBuildIsStale,
} from "../../scripts/lib/processes.mjs";

export type { RunningStack };

/** The whole product (ledger + API serving the built app) on free ports, building the app first when stale. */
export async function startStack(
  options: { ledgerCloseMs?: number; apiEnv?: Record<string, string> } = {},
): Promise<RunningStack> {
  if (webBuildIsStale()) await buildWeb({ quiet: true });
  return start({ ...options, prefix: "sextant-bench-" });
}
