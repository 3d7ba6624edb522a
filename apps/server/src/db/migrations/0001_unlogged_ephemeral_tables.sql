-- Replay nonces and rate-limit counters live for minutes and are written on every call.
-- Unlogged tables skip the write-ahead log (no fsync per call); after a PostgreSQL crash they
-- come back empty, which only forgets the last few minutes of nonces and counters.
ALTER TABLE "envelope_nonces" SET UNLOGGED;--> statement-breakpoint
ALTER TABLE "rate_limit_counters" SET UNLOGGED;
