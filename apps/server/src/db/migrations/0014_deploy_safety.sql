CREATE TABLE "seed_marks" (
	"name" text PRIMARY KEY NOT NULL,
	"done_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD COLUMN "last_failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "visitor_key_id" text;--> statement-breakpoint
-- Before the index: a race may already have left two live sessions of one principal; the newest stays.
UPDATE "sessions" s SET "ended_at" = now(), "end_reason" = 'TAKEN_OVER'
WHERE s."ended_at" IS NULL AND EXISTS (
  SELECT 1 FROM "sessions" n
  WHERE n."kind" = s."kind" AND n."principal_id" = s."principal_id" AND n."ended_at" IS NULL
    AND (n."created_at", n."id_hash") > (s."created_at", s."id_hash")
);--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_one_live_idx" ON "sessions" USING btree ("kind","principal_id") WHERE "sessions"."ended_at" is null;--> statement-breakpoint
-- A database that already holds the demo accounts has had them seeded: never again (issue 18).
INSERT INTO "seed_marks" ("name")
SELECT 'demo_accounts'
WHERE EXISTS (SELECT 1 FROM "users" WHERE "id" IN ('00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002'))
   OR EXISTS (SELECT 1 FROM "staff_accounts" WHERE "id" IN ('staff-agent-01', 'staff-agent-02', 'staff-operator-01'));
