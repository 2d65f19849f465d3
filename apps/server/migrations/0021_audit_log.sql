-- Who did which administrative action when (docs/PRODUCT.md "Audit log", decision 0039).
-- Append-only: the app only inserts, and a trigger refuses UPDATE, DELETE and TRUNCATE, so a
-- row once written stays as it was. No foreign keys: an entry outlives the account, the
-- organisation and the record it names (a cascade would have to rewrite it). Entries hold ids
-- and field names, never a person's name, email or free text: the reader joins the names in,
-- so an erased person's entries show no personal data without the log being rewritten.
CREATE TABLE audit_log (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  occurred_at     timestamptz NOT NULL DEFAULT clock_timestamp(),
  -- The signed-in person who acted; NULL for the system (the retention job).
  actor_id        uuid,
  -- The organisation the action concerns (a manager reads these); NULL for none.
  organisation_id uuid,
  action          text NOT NULL CHECK (action ~ '^[a-z]+\.[a-zA-Z_]+$'),
  target_type     text NOT NULL CHECK (target_type IN ('user', 'invite', 'organisation', 'deadlines', 'retention', 'property')),
  target_id       uuid,
  details         jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(details) = 'object')
);
CREATE INDEX audit_log_time_idx ON audit_log (occurred_at DESC, id DESC);
CREATE INDEX audit_log_organisation_idx ON audit_log (organisation_id, occurred_at DESC, id DESC);

CREATE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
END
$$;
CREATE TRIGGER audit_log_no_update_or_delete BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();
