CREATE TABLE "web_bank_confirmations" (
	"token" text PRIMARY KEY NOT NULL,
	"enterprise_id" text NOT NULL,
	"title" text NOT NULL,
	"details" jsonb NOT NULL,
	"amount_fen" bigint,
	"request_ref" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workspace_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"default_login_channel" text DEFAULT 'workspace' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workspace_user_functions" (
	"user_id" text NOT NULL,
	"function_code" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "workspace_user_functions_user_id_function_code_pk" PRIMARY KEY("user_id","function_code")
);
--> statement-breakpoint
CREATE INDEX "web_bank_confirmations_expires_idx" ON "web_bank_confirmations" USING btree ("expires_at");