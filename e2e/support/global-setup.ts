import type { TestProject } from "vitest/node";
import { startStack } from "../../scripts/lib/processes.mjs";
import { E2E_ADMIN } from "./e2e-admin-key";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    horizonUrl: string;
    /** The stack's local EVM chain (the anchor's ERC20 and TRC20 stand-in tokens). */
    chainRpcUrl: string;
  }
}

/**
 * Starts the standalone ledger and the API serving the built app, on free ports with a temporary DATA_DIR, and
 * waits for the demo world (operator assets, market makers' books, history, pools). The demo taker's random
 * trades are off so that journeys see only the trades they make. Test-only routes (TEST_HOOKS) let a journey
 * create what another user or a background job would (e.g. a notification).
 */
export default async function setup(project: TestProject) {
  const stack = await startStack({
    prefix: "sextant-e2e-",
    apiEnv: { DEMO_TRADE_SECONDS: "0", TEST_HOOKS: "on", ADMIN_ACCOUNTS: E2E_ADMIN.publicKey() },
  });
  try {
    await waitForDemoWorld(stack.baseUrl);
  } catch (error) {
    await stack.stop();
    throw error;
  }
  project.provide("baseUrl", stack.baseUrl);
  project.provide("horizonUrl", stack.horizonUrl);
  project.provide("chainRpcUrl", stack.chainUrl);
  return () => stack.stop();
}

async function waitForDemoWorld(baseUrl: string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const health = (await (await fetch(`${baseUrl}/api/health`)).json()) as { demoWorld?: string };
    if (health.demoWorld === "ready") return;
    if (health.demoWorld === "failed") throw new Error("the demo world failed to seed");
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the demo world was not ready within 180 s");
}
