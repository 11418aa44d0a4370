ALTER TABLE "escrow_accounts" ADD COLUMN "reconciled_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "escrow_reconcile_runs" ADD COLUMN "trigger" text DEFAULT 'schedule' NOT NULL;
--> statement-breakpoint
ALTER TABLE "escrow_reconcile_runs" ADD COLUMN "settled" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "escrow_reconcile_runs" ADD COLUMN "resubmitted" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "escrow_reconcile_runs" ADD COLUMN "confirmed" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "escrow_reconcile_runs" ADD COLUMN "recorded" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "escrow_reconcile_runs" ADD COLUMN "error" text;
