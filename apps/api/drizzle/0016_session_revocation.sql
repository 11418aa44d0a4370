CREATE TABLE "session_revoked_tokens" (
	"jti" text PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "session_revoked_tokens_expires" ON "session_revoked_tokens" USING btree ("expires_at");
--> statement-breakpoint
CREATE TABLE "session_account_cutoffs" (
	"account" text PRIMARY KEY NOT NULL,
	"not_before" timestamp with time zone NOT NULL
);
