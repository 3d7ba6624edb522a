-- The account flow's months (issue 36): a year of one account's daily totals read from the index
-- alone, instead of one heap page per day (the rows of an account are spread over the table,
-- written a day at a time across all accounts). Not in the drizzle schema: its index builder has
-- no INCLUDE.
CREATE INDEX IF NOT EXISTS "ledger_daily_totals_months_idx" ON "ledger_daily_totals" ("account_no", "booking_date") INCLUDE ("income_count", "income_fen", "expense_count", "expense_fen");
