import {
  buildWeb,
  type RunningStack,
  startStack as start,
  webBuildIsStale,
} from "../../scripts/lib/processes.mjs";

export type { RunningStack };

/**
 * The whole product (ledger + API serving the built app) on free ports, building the app first when stale. With
 * WEB_DIST set, the API serves that build as it is (to compare two builds side by side), and none is made.
 */
export async function startStack(
  options: { ledgerCloseMs?: number; apiEnv?: Record<string, string> } = {},
): Promise<RunningStack> {
  if (!process.env.WEB_DIST && webBuildIsStale()) await buildWeb({ quiet: true });
  return start({ ...options, prefix: "sextant-bench-" });
}
