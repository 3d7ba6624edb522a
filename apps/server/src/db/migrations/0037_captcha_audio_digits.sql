ALTER TABLE "captcha_challenges" ADD COLUMN "expected_digits" text;--> statement-breakpoint
-- portal_captcha_admit (0013) stores an audio challenge's digits too (issue 38 point 4). The new
-- last parameter defaults to NULL, so a call with the old sixteen arguments (an instance not yet
-- restarted during a rolling upgrade) still resolves to this function and stores a slider.
DROP FUNCTION IF EXISTS portal_captcha_admit(text, text, integer, integer, integer, text, text, integer, integer, text, text, text, text, integer, integer, integer);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION portal_captcha_admit(
  get_client text, get_address text, get_window_seconds integer, get_limit_client integer, get_limit_address integer,
  fail_client text, fail_address text, fail_limit_client integer, fail_limit_address integer,
  challenge_token text, challenge_client_uid text, challenge_ip text, challenge_secret_key text,
  challenge_x integer, challenge_y integer, challenge_ttl_seconds integer, challenge_digits text DEFAULT NULL
) RETURNS text AS $$
DECLARE
  too_many boolean;
BEGIN
  WITH gets AS (
    INSERT INTO rate_limit_counters AS c (key, count, window_ends_at)
    VALUES (get_client, 1, now() + make_interval(secs => get_window_seconds)),
           (get_address, 1, now() + make_interval(secs => get_window_seconds))
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN c.window_ends_at <= now() THEN 1 ELSE c.count + 1 END,
      window_ends_at = CASE WHEN c.window_ends_at <= now() THEN now() + make_interval(secs => get_window_seconds) ELSE c.window_ends_at END
    RETURNING key, count
  )
  SELECT bool_or((g.key = get_client AND g.count > get_limit_client) OR (g.key = get_address AND g.count > get_limit_address))
    INTO too_many FROM gets g;
  IF EXISTS (
    SELECT 1 FROM rate_limit_counters f
    WHERE f.window_ends_at > now()
      AND ((f.key = fail_client AND f.count >= fail_limit_client) OR (f.key = fail_address AND f.count >= fail_limit_address))
  ) THEN
    RETURN 'locked';
  END IF;
  IF too_many THEN
    RETURN 'tooMany';
  END IF;
  INSERT INTO captcha_challenges (token, client_uid, ip, secret_key, x, y, expected_digits, expires_at)
  VALUES (challenge_token, challenge_client_uid, challenge_ip, challenge_secret_key, challenge_x, challenge_y, challenge_digits,
          now() + make_interval(secs => challenge_ttl_seconds));
  RETURN 'admitted';
END;
$$ LANGUAGE plpgsql;
