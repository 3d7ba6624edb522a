CREATE TABLE "ledger_daily_totals" (
	"account_no" text NOT NULL,
	"booking_date" date NOT NULL,
	"income_count" integer NOT NULL,
	"income_fen" bigint NOT NULL,
	"expense_count" integer NOT NULL,
	"expense_fen" bigint NOT NULL,
	CONSTRAINT "ledger_daily_totals_account_no_booking_date_pk" PRIMARY KEY("account_no","booking_date")
);
--> statement-breakpoint
ALTER TABLE "ledger_daily_totals" ADD CONSTRAINT "ledger_daily_totals_account_no_ledger_accounts_account_no_fk" FOREIGN KEY ("account_no") REFERENCES "public"."ledger_accounts"("account_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The daily totals follow every statement on ledger_transactions, once per statement (a bulk
-- insert of a million rows adds its totals in one grouped upsert). Booked rows are never
-- changed, so an update is refused; a delete (a bench or test tidying up) takes its rows out and
-- drops days left empty, so the account itself can then be deleted.
CREATE OR REPLACE FUNCTION portal_ledger_totals_add() RETURNS trigger AS $$
BEGIN
  INSERT INTO ledger_daily_totals AS d (account_no, booking_date, income_count, income_fen, expense_count, expense_fen)
  SELECT n.account_no, n.booking_date,
    count(*) FILTER (WHERE n.borrow_tag = '1'), coalesce(sum(n.amount_fen) FILTER (WHERE n.borrow_tag = '1'), 0),
    count(*) FILTER (WHERE n.borrow_tag = '0'), coalesce(sum(n.amount_fen) FILTER (WHERE n.borrow_tag = '0'), 0)
  FROM booked n GROUP BY n.account_no, n.booking_date
  ON CONFLICT (account_no, booking_date) DO UPDATE SET
    income_count = d.income_count + excluded.income_count, income_fen = d.income_fen + excluded.income_fen,
    expense_count = d.expense_count + excluded.expense_count, expense_fen = d.expense_fen + excluded.expense_fen;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER ledger_transactions_totals_add AFTER INSERT ON ledger_transactions
  REFERENCING NEW TABLE AS booked FOR EACH STATEMENT EXECUTE FUNCTION portal_ledger_totals_add();--> statement-breakpoint
CREATE OR REPLACE FUNCTION portal_ledger_totals_remove() RETURNS trigger AS $$
BEGIN
  UPDATE ledger_daily_totals d SET
    income_count = d.income_count - o.ic, income_fen = d.income_fen - o.it,
    expense_count = d.expense_count - o.ec, expense_fen = d.expense_fen - o.et
  FROM (SELECT r.account_no, r.booking_date,
          count(*) FILTER (WHERE r.borrow_tag = '1') AS ic, coalesce(sum(r.amount_fen) FILTER (WHERE r.borrow_tag = '1'), 0) AS it,
          count(*) FILTER (WHERE r.borrow_tag = '0') AS ec, coalesce(sum(r.amount_fen) FILTER (WHERE r.borrow_tag = '0'), 0) AS et
        FROM removed r GROUP BY r.account_no, r.booking_date) o
  WHERE d.account_no = o.account_no AND d.booking_date = o.booking_date;
  DELETE FROM ledger_daily_totals d USING (SELECT DISTINCT account_no, booking_date FROM removed) r
  WHERE d.account_no = r.account_no AND d.booking_date = r.booking_date AND d.income_count = 0 AND d.expense_count = 0;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER ledger_transactions_totals_remove AFTER DELETE ON ledger_transactions
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION portal_ledger_totals_remove();--> statement-breakpoint
CREATE OR REPLACE FUNCTION portal_ledger_refuse_change() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'booked ledger rows are never changed: book a correcting entry instead';
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER ledger_transactions_refuse_update BEFORE UPDATE OR TRUNCATE ON ledger_transactions
  FOR EACH STATEMENT EXECUTE FUNCTION portal_ledger_refuse_change();--> statement-breakpoint
INSERT INTO ledger_daily_totals (account_no, booking_date, income_count, income_fen, expense_count, expense_fen)
SELECT t.account_no, t.booking_date,
  count(*) FILTER (WHERE t.borrow_tag = '1'), coalesce(sum(t.amount_fen) FILTER (WHERE t.borrow_tag = '1'), 0),
  count(*) FILTER (WHERE t.borrow_tag = '0'), coalesce(sum(t.amount_fen) FILTER (WHERE t.borrow_tag = '0'), 0)
FROM ledger_transactions t GROUP BY t.account_no, t.booking_date;
