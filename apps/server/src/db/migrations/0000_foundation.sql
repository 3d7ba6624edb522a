CREATE TABLE "envelope_keys" (
	"key_id" text PRIMARY KEY NOT NULL,
	"key_hex" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "envelope_nonces" (
	"nonce" text PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_configs" (
	"page_code" text PRIMARY KEY NOT NULL,
	"page_name" text NOT NULL,
	"page_info" jsonb NOT NULL,
	"page_content" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_params" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text,
	"description" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_devices" (
	"device_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fingerprint" text NOT NULL,
	"user_agent" text NOT NULL,
	"screen" text NOT NULL,
	"timezone" text NOT NULL,
	"language" text NOT NULL,
	"platform" text NOT NULL,
	"last_ip" text NOT NULL,
	"visits" integer DEFAULT 1 NOT NULL,
	"first_seen" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "risk_devices_fingerprint_unique" UNIQUE("fingerprint")
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"track_id" text,
	"label" text,
	"page_code" text NOT NULL,
	"page_url" text NOT NULL,
	"referrer" text,
	"client_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "envelope_keys_expires_idx" ON "envelope_keys" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "envelope_nonces_seen_idx" ON "envelope_nonces" USING btree ("seen_at");--> statement-breakpoint
CREATE INDEX "rate_limit_counters_window_idx" ON "rate_limit_counters" USING btree ("window_ends_at");--> statement-breakpoint
CREATE INDEX "analytics_events_track_idx" ON "analytics_events" USING btree ("track_id","received_at");