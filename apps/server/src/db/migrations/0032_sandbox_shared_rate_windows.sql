-- Sandbox rate windows summed over instances (rate-window.ts). Written every ~200 ms by each
-- instance and needed for two minutes: unlogged like rate_limit_counters (0001); a crash
-- forgets at most the current minute's counts.
CREATE TABLE "open_sandbox_rate_windows" (
	"credential_id" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"calls" integer NOT NULL,
	CONSTRAINT "open_sandbox_rate_windows_credential_id_window_start_pk" PRIMARY KEY("credential_id","window_start")
);--> statement-breakpoint
ALTER TABLE "open_sandbox_rate_windows" SET UNLOGGED;
