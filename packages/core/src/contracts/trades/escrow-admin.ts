import { z } from "zod";

/** Something the escrow reconciler found that does not add up; reported, never moved. */
export const ZEscrowReconcileProblem = z.object({
  escrowId: z.number(),
  escrowAccountId: z.string(),
  tradeId: z.string().nullable(),
  message: z.string(),
});

/** One run of the escrow reconciler (at start, on its timer, or run by an admin). */
export const ZEscrowReconcileRun = z.object({
  id: z.number(),
  trigger: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  checked: z.number(),
  settled: z.number(),
  resubmitted: z.number(),
  confirmed: z.number(),
  recorded: z.number(),
  /** Escrows never funded that the run closed and merged back into the sponsor. */
  reclaimed: z.number(),
  problems: z.array(ZEscrowReconcileProblem),
  error: z.string().nullable(),
});

/** An escrow account not yet final, as the admin console lists it. */
export const ZAdminOpenEscrow = z.object({
  id: z.number(),
  escrowAccountId: z.string(),
  purpose: z.string(),
  reference: z.string(),
  status: z.string(),
  assetCode: z.string(),
  /** What E must hold once funded: amount + fee. */
  total: z.string(),
  payer: z.string(),
  payee: z.string(),
  tradeStatus: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** GET /api/admin/escrow/reconciliation and POST …/run (docs/escrow.md 'Reconciler'). */
export const ZEscrowReconciliationResponse = z.object({
  /** Horizon as the browser reaches it, for the links to each escrow account on the ledger. */
  horizonUrl: z.string(),
  runs: z.array(ZEscrowReconcileRun),
  openEscrows: z.array(ZAdminOpenEscrow),
  /**
   * The sponsor (the operator's fee account), which carries every escrow's reserves: its available XLM and what
   * opening one more escrow needs; `low` → new escrows are refused (503). Null when the ledger did not answer.
   */
  sponsor: z
    .object({ account: z.string(), available: z.string(), needed: z.string(), low: z.boolean() })
    .nullable(),
});
export type TEscrowReconciliation = z.infer<typeof ZEscrowReconciliationResponse>;
export type TEscrowReconcileRun = z.infer<typeof ZEscrowReconcileRun>;
export type TAdminOpenEscrow = z.infer<typeof ZAdminOpenEscrow>;
