CREATE TABLE "kyc_profiles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kyc_profiles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" text NOT NULL,
	"status" text,
	"is_company_kyc" boolean DEFAULT false NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"other_name" text DEFAULT '' NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"company_website" text DEFAULT '' NOT NULL,
	"business_name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"country_code" text DEFAULT '' NOT NULL,
	"country_dial" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"dob" text DEFAULT '' NOT NULL,
	"photo" text DEFAULT '' NOT NULL,
	"admin_notes" text DEFAULT '' NOT NULL,
	"company_document" text DEFAULT '' NOT NULL,
	"is_email_verified" boolean DEFAULT false NOT NULL,
	"is_phone_verified" boolean DEFAULT false NOT NULL,
	"rating" numeric(3, 2) DEFAULT '0' NOT NULL,
	"reviews" integer DEFAULT 0 NOT NULL,
	"proof_code" text NOT NULL,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_profiles_account" ON "kyc_profiles" USING btree ("account_id");
--> statement-breakpoint
CREATE INDEX "kyc_profiles_status" ON "kyc_profiles" USING btree ("status","submitted_at");
--> statement-breakpoint
CREATE TABLE "kyc_documents" (
	"account_id" text PRIMARY KEY NOT NULL,
	"doc_type" text DEFAULT 'National ID' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"issue_date" text DEFAULT '' NOT NULL,
	"exp_date" text DEFAULT '' NOT NULL,
	"real_name" text DEFAULT '' NOT NULL,
	"number" text DEFAULT '' NOT NULL,
	"front_url" text DEFAULT '' NOT NULL,
	"back_url" text DEFAULT '' NOT NULL,
	"proof_image" text DEFAULT '' NOT NULL,
	"proof_code" text DEFAULT '' NOT NULL,
	"company_document" text DEFAULT '' NOT NULL,
	"company_doc_with_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyc_codes" (
	"account_id" text NOT NULL,
	"channel" text NOT NULL,
	"target" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_codes_account_channel" ON "kyc_codes" USING btree ("account_id","channel");
--> statement-breakpoint
CREATE TABLE "kyc_reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kyc_reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" text NOT NULL,
	"admin_account" text NOT NULL,
	"decision" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "kyc_reviews_account" ON "kyc_reviews" USING btree ("account_id","id");
--> statement-breakpoint
CREATE TABLE "profile_bank_accounts" (
	"account_id" text PRIMARY KEY NOT NULL,
	"iban" text,
	"bank_name" text NOT NULL,
	"account_number" text NOT NULL,
	"account_title" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
