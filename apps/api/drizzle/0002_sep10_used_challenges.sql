CREATE TABLE "sep10_used_challenges" (
	"transaction_hash" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sep10_used_challenges_expires" ON "sep10_used_challenges" USING btree ("expires_at");