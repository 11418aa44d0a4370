import type { LedgerNode } from "../node/ledger-node";

/** Shared dependencies of the Horizon routes. */
export interface HorizonApp {
  node: LedgerNode;
  passphrase: string;
  devClock: boolean;
}
