-- Servers remember the sessions they checked (apps/server/src/auth/session-cache.ts). Any change
-- that can end a session or change what a signed-in user may do tells every server at once,
-- whoever makes it (the API, a job, an operator in psql): the channel carries the user's id and
-- each server forgets that user's sessions. NOTIFY is sent on commit and not at all on rollback.
-- (docs/decisions/0004-access-tokens-and-sessions.md)
CREATE OR REPLACE FUNCTION notify_auth_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.user_id IS NOT NULL THEN
    PERFORM pg_notify('auth_changes', OLD.user_id::text);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.user_id IS NOT NULL THEN
    PERFORM pg_notify('auth_changes', NEW.user_id::text);
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION notify_user_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_changes', OLD.id::text);
  RETURN NULL;
END $$;

-- Any change of the user row: disabled, password (tokens_valid_after), role, organisation,
-- name, locale… (an organisation's deletion reaches here through its cascade).
CREATE TRIGGER users_auth_change AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_user_change();

-- Revoked (logout, reuse of a refresh token, by an administrator), shortened or deleted; a
-- refresh's last_used_at alone does not count.
CREATE TRIGGER auth_sessions_auth_change AFTER UPDATE ON auth_sessions
  FOR EACH ROW
  WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR OLD.expires_at IS DISTINCT FROM NEW.expires_at
        OR OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION notify_auth_change();
CREATE TRIGGER auth_sessions_auth_delete AFTER DELETE ON auth_sessions
  FOR EACH ROW EXECUTE FUNCTION notify_auth_change();

-- The contractor record a user acts for is part of who they are.
CREATE TRIGGER contractors_auth_change AFTER INSERT OR DELETE OR UPDATE OF user_id ON contractors
  FOR EACH ROW EXECUTE FUNCTION notify_auth_change();
