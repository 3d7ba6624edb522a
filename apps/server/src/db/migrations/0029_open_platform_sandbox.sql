CREATE TABLE "open_api_credentials" (
	"id" text PRIMARY KEY NOT NULL,
	"enterprise_id" text NOT NULL,
	"environment" text NOT NULL,
	"app_id" text NOT NULL,
	"secret_sealed" text NOT NULL,
	"public_key" text,
	"ip_allow_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rate_limit_per_minute" integer DEFAULT 600 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"secret_rotated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" text,
	CONSTRAINT "open_api_credentials_app_id_unique" UNIQUE("app_id")
);
--> statement-breakpoint
CREATE TABLE "open_sandbox_accounts" (
	"account_no" text PRIMARY KEY NOT NULL,
	"enterprise_id" text NOT NULL,
	"account_name" text NOT NULL,
	"account_type" text NOT NULL,
	"currency" text DEFAULT 'CNY' NOT NULL,
	"balance_fen" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "open_sandbox_calls" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"enterprise_id" text NOT NULL,
	"app_id" text NOT NULL,
	"api_code" text NOT NULL,
	"http_status" smallint NOT NULL,
	"error_code" integer,
	"latency_ms" integer NOT NULL,
	"called_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "open_sandbox_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"enterprise_id" text NOT NULL,
	"app_id" text NOT NULL,
	"request_no" text NOT NULL,
	"from_account_no" text NOT NULL,
	"to_account_no" text NOT NULL,
	"to_account_name" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"currency" text NOT NULL,
	"purpose" text NOT NULL,
	"status" text NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "open_sandbox_transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"account_no" text NOT NULL,
	"direction" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"balance_after_fen" bigint NOT NULL,
	"counterparty_account_no" text NOT NULL,
	"counterparty_name" text NOT NULL,
	"summary" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "open_api_credentials_enterprise_idx" ON "open_api_credentials" USING btree ("enterprise_id","environment");--> statement-breakpoint
CREATE UNIQUE INDEX "open_api_credentials_active_idx" ON "open_api_credentials" USING btree ("enterprise_id","environment") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "open_sandbox_accounts_enterprise_idx" ON "open_sandbox_accounts" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "open_sandbox_calls_enterprise_idx" ON "open_sandbox_calls" USING btree ("enterprise_id","called_at");--> statement-breakpoint
CREATE INDEX "open_sandbox_calls_time_idx" ON "open_sandbox_calls" USING btree ("called_at");--> statement-breakpoint
CREATE UNIQUE INDEX "open_sandbox_payments_request_idx" ON "open_sandbox_payments" USING btree ("enterprise_id","request_no");--> statement-breakpoint
CREATE INDEX "open_sandbox_transactions_account_idx" ON "open_sandbox_transactions" USING btree ("account_no","occurred_at");