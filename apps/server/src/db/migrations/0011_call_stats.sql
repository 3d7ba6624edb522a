CREATE TABLE "call_stats" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"minute" timestamp with time zone NOT NULL,
	"path" text NOT NULL,
	"code" integer NOT NULL,
	"calls" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "call_stats_minute_idx" ON "call_stats" USING btree ("minute");