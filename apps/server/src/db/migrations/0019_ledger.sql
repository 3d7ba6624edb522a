CREATE TABLE "enterprise_inquirers" (
	"enterprise_id" text NOT NULL,
	"user_id" text NOT NULL,
	"user_name" text NOT NULL,
	"user_state" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enterprise_inquirers_enterprise_id_user_id_pk" PRIMARY KEY("enterprise_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "inquirer_accounts" (
	"enterprise_id" text NOT NULL,
	"user_id" text NOT NULL,
	"account_no" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"bound_by" text NOT NULL,
	"bound_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquirer_accounts_user_id_account_no_pk" PRIMARY KEY("user_id","account_no")
);
--> statement-breakpoint
CREATE TABLE "inquirer_changes" (
	"id" text PRIMARY KEY NOT NULL,
	"enterprise_id" text NOT NULL,
	"target_user_id" text NOT NULL,
	"operation_mark" text NOT NULL,
	"payload" text DEFAULT '{}' NOT NULL,
	"previous" text DEFAULT '{}' NOT NULL,
	"status" text NOT NULL,
	"maker_id" text NOT NULL,
	"checker_id" text,
	"note" text DEFAULT '' NOT NULL,
	"rollback_of" text,
	"made_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_at" timestamp with time zone,
	CONSTRAINT "inquirer_changes_checker_not_maker" CHECK ("inquirer_changes"."checker_id" is null or "inquirer_changes"."checker_id" <> "inquirer_changes"."maker_id")
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"account_no" text PRIMARY KEY NOT NULL,
	"enterprise_id" text NOT NULL,
	"account_name" text NOT NULL,
	"account_type" text NOT NULL,
	"currency" text DEFAULT 'CNY' NOT NULL,
	"status" text DEFAULT 'YX' NOT NULL,
	"opening_balance_fen" bigint DEFAULT 0 NOT NULL,
	"balance_fen" bigint DEFAULT 0 NOT NULL,
	"opened_on" date NOT NULL,
	"branch_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_no" text NOT NULL,
	"seq" integer NOT NULL,
	"booking_date" date NOT NULL,
	"value_date" date NOT NULL,
	"booked_at" timestamp with time zone NOT NULL,
	"amount_fen" bigint NOT NULL,
	"borrow_tag" text NOT NULL,
	"balance_fen" bigint NOT NULL,
	"counterparty_name" text DEFAULT '' NOT NULL,
	"counterparty_account" text DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"channel" text NOT NULL,
	"serial_no" text NOT NULL,
	CONSTRAINT "ledger_transactions_serial_no_unique" UNIQUE("serial_no")
);
--> statement-breakpoint
ALTER TABLE "enterprise_inquirers" ADD CONSTRAINT "enterprise_inquirers_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquirer_accounts" ADD CONSTRAINT "inquirer_accounts_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquirer_accounts" ADD CONSTRAINT "inquirer_accounts_account_no_ledger_accounts_account_no_fk" FOREIGN KEY ("account_no") REFERENCES "public"."ledger_accounts"("account_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquirer_changes" ADD CONSTRAINT "inquirer_changes_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_account_no_ledger_accounts_account_no_fk" FOREIGN KEY ("account_no") REFERENCES "public"."ledger_accounts"("account_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enterprise_inquirers_user_idx" ON "enterprise_inquirers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "inquirer_accounts_enterprise_idx" ON "inquirer_accounts" USING btree ("enterprise_id","user_id");--> statement-breakpoint
CREATE INDEX "inquirer_changes_enterprise_idx" ON "inquirer_changes" USING btree ("enterprise_id","made_at");--> statement-breakpoint
CREATE UNIQUE INDEX "inquirer_changes_one_pending_idx" ON "inquirer_changes" USING btree ("enterprise_id","target_user_id") WHERE "inquirer_changes"."status" = 'DS';--> statement-breakpoint
CREATE INDEX "ledger_accounts_enterprise_idx" ON "ledger_accounts" USING btree ("enterprise_id","account_no");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_account_seq_idx" ON "ledger_transactions" USING btree ("account_no","seq");--> statement-breakpoint
CREATE INDEX "ledger_transactions_account_date_idx" ON "ledger_transactions" USING btree ("account_no","booking_date","seq");