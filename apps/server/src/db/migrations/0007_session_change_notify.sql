-- Changes to a session, its customer, or the customer's enterprises are announced on two
-- channels, so every instance can drop what it keeps of them (the status poll's cache).
CREATE OR REPLACE FUNCTION portal_notify_session_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('portal_session_change', COALESCE(NEW.id_hash, OLD.id_hash));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER sessions_notify_change AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION portal_notify_session_change();--> statement-breakpoint
CREATE OR REPLACE FUNCTION portal_notify_user_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('portal_user_change', COALESCE(NEW.id, OLD.id));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER users_notify_change AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION portal_notify_user_change();--> statement-breakpoint
CREATE OR REPLACE FUNCTION portal_notify_user_link_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('portal_user_change', COALESCE(NEW.user_id, OLD.user_id));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER user_enterprises_notify_change AFTER INSERT OR UPDATE OR DELETE ON user_enterprises
  FOR EACH ROW EXECUTE FUNCTION portal_notify_user_link_change();--> statement-breakpoint
CREATE OR REPLACE FUNCTION portal_notify_enterprise_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('portal_user_change', ue.user_id) FROM user_enterprises ue WHERE ue.enterprise_id = NEW.id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER enterprises_notify_change AFTER UPDATE ON enterprises
  FOR EACH ROW EXECUTE FUNCTION portal_notify_enterprise_change();
