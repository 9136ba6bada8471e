-- Custom migration (not generated from the schema: keep it when squashing migrations).
-- Announces every change that can alter what a session token grants: the session ended, its user changed
-- (status, role, shop, position, name...), the position's authorities changed, the shop's state changed, or a
-- row went away. The API caches resolved sessions in process (server/http/session-cache.ts) and drops the
-- cache on this channel, so a revoked session is refused on its next call. pg_notify is delivered at commit,
-- and identical notifications of one transaction are folded into one, so a bulk update sends one.
CREATE OR REPLACE FUNCTION notify_auth_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- lastSeenTime is touched once a minute per active session: not a change of rights, so not announced.
CREATE TRIGGER sessions_auth_changed_update AFTER UPDATE ON sessions FOR EACH ROW
  WHEN (OLD.end_time IS DISTINCT FROM NEW.end_time OR OLD.end_reason IS DISTINCT FROM NEW.end_reason
    OR OLD.token_hash IS DISTINCT FROM NEW.token_hash OR OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION notify_auth_changed();
--> statement-breakpoint
CREATE TRIGGER sessions_auth_changed_delete AFTER DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION notify_auth_changed();
--> statement-breakpoint
CREATE TRIGGER sessions_auth_changed_truncate AFTER TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
--> statement-breakpoint
CREATE TRIGGER users_auth_changed_update AFTER UPDATE ON users FOR EACH ROW
  WHEN (OLD IS DISTINCT FROM NEW) EXECUTE FUNCTION notify_auth_changed();
--> statement-breakpoint
CREATE TRIGGER users_auth_changed_delete AFTER DELETE ON users FOR EACH ROW EXECUTE FUNCTION notify_auth_changed();
--> statement-breakpoint
CREATE TRIGGER users_auth_changed_truncate AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
--> statement-breakpoint
CREATE TRIGGER positions_auth_changed_update AFTER UPDATE ON positions FOR EACH ROW
  WHEN (OLD IS DISTINCT FROM NEW) EXECUTE FUNCTION notify_auth_changed();
--> statement-breakpoint
CREATE TRIGGER positions_auth_changed_delete AFTER DELETE ON positions FOR EACH ROW EXECUTE FUNCTION notify_auth_changed();
--> statement-breakpoint
CREATE TRIGGER positions_auth_changed_truncate AFTER TRUNCATE ON positions FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
--> statement-breakpoint
CREATE TRIGGER shops_auth_changed_update AFTER UPDATE ON shops FOR EACH ROW
  WHEN (OLD.apply_status IS DISTINCT FROM NEW.apply_status OR OLD.status IS DISTINCT FROM NEW.status OR OLD.id IS DISTINCT FROM NEW.id)
  EXECUTE FUNCTION notify_auth_changed();
--> statement-breakpoint
CREATE TRIGGER shops_auth_changed_delete AFTER DELETE ON shops FOR EACH ROW EXECUTE FUNCTION notify_auth_changed();
--> statement-breakpoint
CREATE TRIGGER shops_auth_changed_truncate AFTER TRUNCATE ON shops FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed();
