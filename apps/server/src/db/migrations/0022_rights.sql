CREATE TABLE "activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"quota" integer NOT NULL,
	"enrolled" integer DEFAULT 0 NOT NULL,
	"eligibility" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activities_enrolled_le_quota" CHECK ("activities"."enrolled" >= 0 and "activities"."enrolled" <= "activities"."quota")
);
--> statement-breakpoint
CREATE TABLE "activity_enrolments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"activity_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"enterprise_id" text,
	"enrolled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enterprise_rights" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enterprise_id" text NOT NULL,
	"right_type" text NOT NULL,
	"title" text NOT NULL,
	"quantity" integer NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"granted_by" text NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" text,
	CONSTRAINT "enterprise_rights_used_le_quantity" CHECK ("enterprise_rights"."used" >= 0 and "enterprise_rights"."used" <= "enterprise_rights"."quantity"),
	CONSTRAINT "enterprise_rights_period" CHECK ("enterprise_rights"."valid_from" <= "enterprise_rights"."valid_to")
);
--> statement-breakpoint
CREATE TABLE "receipt_printer_passwords" (
	"account_no" text PRIMARY KEY NOT NULL,
	"password_hash" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipt_printer_resets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_no" text NOT NULL,
	"enterprise_id" text NOT NULL,
	"user_id" text NOT NULL,
	"ip" text NOT NULL,
	"reset_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "right_usages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"right_id" uuid NOT NULL,
	"enterprise_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"source" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"recorded_by" text NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_enrolments" ADD CONSTRAINT "activity_enrolments_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_enrolments" ADD CONSTRAINT "activity_enrolments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_rights" ADD CONSTRAINT "enterprise_rights_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_printer_passwords" ADD CONSTRAINT "receipt_printer_passwords_account_no_ledger_accounts_account_no_fk" FOREIGN KEY ("account_no") REFERENCES "public"."ledger_accounts"("account_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "right_usages" ADD CONSTRAINT "right_usages_right_id_enterprise_rights_id_fk" FOREIGN KEY ("right_id") REFERENCES "public"."enterprise_rights"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_status_idx" ON "activities" USING btree ("status","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_enrolments_once_idx" ON "activity_enrolments" USING btree ("activity_id","user_id");--> statement-breakpoint
CREATE INDEX "activity_enrolments_user_idx" ON "activity_enrolments" USING btree ("user_id","enrolled_at");--> statement-breakpoint
CREATE INDEX "enterprise_rights_enterprise_idx" ON "enterprise_rights" USING btree ("enterprise_id","valid_to");--> statement-breakpoint
CREATE INDEX "receipt_printer_resets_account_idx" ON "receipt_printer_resets" USING btree ("account_no","reset_at");--> statement-breakpoint
CREATE INDEX "right_usages_right_idx" ON "right_usages" USING btree ("right_id","used_at");--> statement-breakpoint
CREATE INDEX "right_usages_enterprise_idx" ON "right_usages" USING btree ("enterprise_id","used_at");