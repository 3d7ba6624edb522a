CREATE TABLE "open_api_admins" (
	"enterprise_id" text NOT NULL,
	"user_id" text NOT NULL,
	"granted_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "open_api_admins_enterprise_id_user_id_pk" PRIMARY KEY("enterprise_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "open_api_applications" (
	"id" text PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"enterprise_id" text NOT NULL,
	"applicant_user_id" text NOT NULL,
	"api_codes" jsonb NOT NULL,
	"agreement_version" text NOT NULL,
	"purpose" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"reject_reason" text,
	"production_status" text DEFAULT 'none' NOT NULL,
	"production_requested_at" timestamp with time zone,
	"production_reviewed_by" text,
	"production_reviewed_at" timestamp with time zone,
	"production_reject_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "open_api_applications_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE INDEX "open_api_applications_enterprise_idx" ON "open_api_applications" USING btree ("enterprise_id","created_at");--> statement-breakpoint
CREATE INDEX "open_api_applications_status_idx" ON "open_api_applications" USING btree ("status","created_at");