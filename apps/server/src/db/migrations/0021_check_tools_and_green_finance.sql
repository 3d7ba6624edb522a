CREATE TABLE "invoice_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"source" text NOT NULL,
	"registry_id" integer,
	"type_code" text NOT NULL,
	"invoice_code" text NOT NULL,
	"invoice_no" text NOT NULL,
	"invoice_date" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"tax_fen" bigint NOT NULL,
	"seller_name" text NOT NULL,
	"seller_tax_id" text NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_tax_id" text NOT NULL,
	"items_summary" text NOT NULL,
	"status" text NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_registry" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_code" text NOT NULL,
	"invoice_code" text NOT NULL,
	"invoice_no" text NOT NULL,
	"invoice_date" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"tax_fen" bigint NOT NULL,
	"check_code" text NOT NULL,
	"seller_name" text NOT NULL,
	"seller_tax_id" text NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_tax_id" text NOT NULL,
	"items_summary" text NOT NULL,
	"status" text NOT NULL,
	"source" text DEFAULT 'import' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "check_guarantees" (
	"guarantee_no" text PRIMARY KEY NOT NULL,
	"verify_digest" "bytea" NOT NULL,
	"type" text NOT NULL,
	"issuer" text NOT NULL,
	"applicant" text NOT NULL,
	"beneficiary" text NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"issued_on" date NOT NULL,
	"valid_from" date NOT NULL,
	"valid_until" date NOT NULL,
	"status" text NOT NULL,
	"status_on" date,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "check_letter_events" (
	"id" serial NOT NULL,
	"letter_no" text NOT NULL,
	"channel" text NOT NULL,
	"step" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"courier" text,
	"waybill_no" text,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "check_letter_events_letter_no_channel_step_pk" PRIMARY KEY("letter_no","channel","step")
);
--> statement-breakpoint
CREATE TABLE "check_letters" (
	"letter_no" text PRIMARY KEY NOT NULL,
	"query_digest" "bytea" NOT NULL,
	"audit_firm" text NOT NULL,
	"audited_entity" text NOT NULL,
	"branch" text NOT NULL,
	"platform" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "check_seals" (
	"anti_fake_code" text PRIMARY KEY NOT NULL,
	"seal_owner" text NOT NULL,
	"seal_name" text NOT NULL,
	"doc_type" text NOT NULL,
	"doc_no" text NOT NULL,
	"doc_title" text NOT NULL,
	"sealed_at" timestamp with time zone NOT NULL,
	"cert_serial" text NOT NULL,
	"cert_valid_from" date NOT NULL,
	"cert_valid_until" date NOT NULL,
	"seal_revoked_at" timestamp with time zone,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "env_factors" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"region" text NOT NULL,
	"year" smallint NOT NULL,
	"value" numeric(18, 6) NOT NULL,
	"source" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "env_factors_code_region_year" UNIQUE("code","region","year")
);
--> statement-breakpoint
CREATE TABLE "carbon_activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enterprise_id" text NOT NULL,
	"month" text NOT NULL,
	"source" text NOT NULL,
	"quantity" numeric(15, 3) NOT NULL,
	"factor_id" uuid NOT NULL,
	"factor" double precision NOT NULL,
	"tonnes" double precision NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"recorded_by" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"superseded_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"deleted_by" text,
	CONSTRAINT "carbon_activities_quantity_positive" CHECK ("carbon_activities"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "carbon_assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enterprise_id" text NOT NULL,
	"kind" text NOT NULL,
	"vintage" integer NOT NULL,
	"project_name" text DEFAULT '' NOT NULL,
	"quantity" numeric(15, 3) NOT NULL,
	"acquisition" text NOT NULL,
	"acquired_on" date NOT NULL,
	"status" text NOT NULL,
	"recorded_by" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "carbon_factors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"year" integer NOT NULL,
	"net_calorific_value" double precision,
	"carbon_per_heat" double precision,
	"oxidation_rate" double precision,
	"direct_factor" double precision,
	"unit" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carbon_factors_kind" CHECK (("carbon_factors"."direct_factor" is not null) <> ("carbon_factors"."net_calorific_value" is not null and "carbon_factors"."carbon_per_heat" is not null and "carbon_factors"."oxidation_rate" is not null))
);
--> statement-breakpoint
CREATE TABLE "carbon_reductions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"enterprise_id" text NOT NULL,
	"project_name" text NOT NULL,
	"project_type" text NOT NULL,
	"annual_tonnes" numeric(15, 3) NOT NULL,
	"start_month" text NOT NULL,
	"estimate_id" text,
	"recorded_by" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "invoice_checks" ADD CONSTRAINT "invoice_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_letter_events" ADD CONSTRAINT "check_letter_events_letter_no_check_letters_letter_no_fk" FOREIGN KEY ("letter_no") REFERENCES "public"."check_letters"("letter_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carbon_activities" ADD CONSTRAINT "carbon_activities_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carbon_activities" ADD CONSTRAINT "carbon_activities_factor_id_carbon_factors_id_fk" FOREIGN KEY ("factor_id") REFERENCES "public"."carbon_factors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carbon_activities" ADD CONSTRAINT "carbon_activities_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carbon_activities" ADD CONSTRAINT "carbon_activities_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carbon_assets" ADD CONSTRAINT "carbon_assets_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carbon_assets" ADD CONSTRAINT "carbon_assets_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carbon_reductions" ADD CONSTRAINT "carbon_reductions_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carbon_reductions" ADD CONSTRAINT "carbon_reductions_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_checks_user_idx" ON "invoice_checks" USING btree ("user_id","checked_at" desc);--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_registry_code_no_idx" ON "invoice_registry" USING btree ("invoice_code","invoice_no");--> statement-breakpoint
CREATE INDEX "check_letter_events_id_idx" ON "check_letter_events" USING btree ("id");--> statement-breakpoint
CREATE INDEX "env_factors_code" ON "env_factors" USING btree ("code","year");--> statement-breakpoint
CREATE UNIQUE INDEX "carbon_activities_current_idx" ON "carbon_activities" USING btree ("enterprise_id","month","source") WHERE "carbon_activities"."superseded_at" is null and "carbon_activities"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "carbon_activities_enterprise_month_idx" ON "carbon_activities" USING btree ("enterprise_id","month");--> statement-breakpoint
CREATE INDEX "carbon_assets_enterprise_idx" ON "carbon_assets" USING btree ("enterprise_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carbon_factors_code_year_idx" ON "carbon_factors" USING btree ("code","year");--> statement-breakpoint
CREATE INDEX "carbon_reductions_enterprise_idx" ON "carbon_reductions" USING btree ("enterprise_id");