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
ALTER TABLE "carbon_activities" ADD CONSTRAINT "carbon_activities_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carbon_activities" ADD CONSTRAINT "carbon_activities_factor_id_carbon_factors_id_fk" FOREIGN KEY ("factor_id") REFERENCES "public"."carbon_factors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carbon_activities" ADD CONSTRAINT "carbon_activities_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carbon_activities" ADD CONSTRAINT "carbon_activities_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carbon_assets" ADD CONSTRAINT "carbon_assets_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carbon_assets" ADD CONSTRAINT "carbon_assets_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carbon_reductions" ADD CONSTRAINT "carbon_reductions_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carbon_reductions" ADD CONSTRAINT "carbon_reductions_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "carbon_activities_current_idx" ON "carbon_activities" USING btree ("enterprise_id","month","source") WHERE "carbon_activities"."superseded_at" is null and "carbon_activities"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "carbon_activities_enterprise_month_idx" ON "carbon_activities" USING btree ("enterprise_id","month");--> statement-breakpoint
CREATE INDEX "carbon_assets_enterprise_idx" ON "carbon_assets" USING btree ("enterprise_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carbon_factors_code_year_idx" ON "carbon_factors" USING btree ("code","year");--> statement-breakpoint
CREATE INDEX "carbon_reductions_enterprise_idx" ON "carbon_reductions" USING btree ("enterprise_id");