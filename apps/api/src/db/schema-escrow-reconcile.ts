// Tables of the escrow reconciler (re-exported by schema.ts). Its runs live in `escrow_reconcile_runs`, declared
// with the escrow tables in schema-trades.ts (created by 0010); 0013_escrow_reconcile.sql adds the run's counts
// and `escrow_accounts.reconciled_at`.
export {};
