import type { TestProject } from "vitest/node";
import { startStack } from "../../scripts/lib/processes.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    horizonUrl: string;
  }
}

/** Starts the standalone ledger and the API serving the built app, on free ports with a temporary DATA_DIR. */
export default async function setup(project: TestProject) {
  const stack = await startStack({ prefix: "sextant-e2e-" });
  project.provide("baseUrl", stack.baseUrl);
  project.provide("horizonUrl", stack.horizonUrl);
  return () => stack.stop();
}
