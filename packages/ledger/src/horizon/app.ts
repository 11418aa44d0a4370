import type { LedgerNode } from "../node/ledger-node";
import type { SubmissionQueue } from "../node/submission-queue";
import type { AbuseLimits } from "./limits";

/** Shared dependencies of the Horizon routes. */
export interface HorizonApp {
  node: LedgerNode;
  /** The way in for everything that changes the open ledger on a client's behalf, in arrival order. */
  submissions: SubmissionQueue;
  passphrase: string;
  devClock: boolean;
  /**
   * The secret `POST /_dev/clock` requires in its `X-Dev-Clock-Token` header; `undefined` only when the
   * development clock was explicitly opened to every client (in-process tests).
   */
  devClockToken?: string;
  limits: AbuseLimits;
}
