CREATE TABLE "open_api_admin_changes" (
	"id" text PRIMARY KEY NOT NULL,
	"enterprise_id" text NOT NULL,
	"user_id" text NOT NULL,
	"action" text NOT NULL,
	"changed_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "open_api_notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"enterprise_id" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"application_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "open_api_order_sequences" (
	"day" text PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "open_api_service_settings" (
	"enterprise_id" text PRIMARY KEY NOT NULL,
	"callback_url" text DEFAULT '' NOT NULL,
	"notify_review_result" boolean DEFAULT true NOT NULL,
	"notify_key_expiry" boolean DEFAULT true NOT NULL,
	"notify_call_alert" boolean DEFAULT true NOT NULL,
	"contacts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "open_api_admin_changes_enterprise_idx" ON "open_api_admin_changes" USING btree ("enterprise_id","created_at");--> statement-breakpoint
CREATE INDEX "open_api_notifications_enterprise_idx" ON "open_api_notifications" USING btree ("enterprise_id","created_at");