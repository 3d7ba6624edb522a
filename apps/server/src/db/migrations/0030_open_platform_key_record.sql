CREATE TABLE "open_api_credential_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"credential_id" text NOT NULL,
	"enterprise_id" text NOT NULL,
	"app_id" text NOT NULL,
	"action" text NOT NULL,
	"actor_user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "open_api_credential_events_enterprise_idx" ON "open_api_credential_events" USING btree ("enterprise_id","created_at");