ALTER TABLE "open_api_notifications" ADD COLUMN "delivery_status" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "open_api_notifications" ADD COLUMN "delivery_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "open_api_notifications" ADD COLUMN "delivery_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "open_api_notifications" ADD COLUMN "delivery_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "open_api_notifications" ADD COLUMN "delivery_error" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "open_api_notifications" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "open_api_credentials" ADD COLUMN "expires_at" timestamp with time zone DEFAULT now() + interval '365 days' NOT NULL;--> statement-breakpoint
ALTER TABLE "open_api_credentials" ADD COLUMN "expiry_notice_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "open_api_credentials" ADD COLUMN "call_alert_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "open_api_notifications_due_idx" ON "open_api_notifications" USING btree ("delivery_due_at") WHERE delivery_status = 'pending';--> statement-breakpoint
-- Credentials issued before validity existed: a year from their latest secret.
UPDATE "open_api_credentials" SET "expires_at" = "secret_rotated_at" + interval '365 days';
