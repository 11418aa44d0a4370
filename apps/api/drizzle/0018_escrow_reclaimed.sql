ALTER TABLE "escrow_reconcile_runs" ADD COLUMN "reclaimed" integer DEFAULT 0 NOT NULL;
