-- Deadlines: how long an errand may wait to be accepted and to be finished, per priority.
-- The defaults hold for every organisation until it sets its own target for a priority.
CREATE TABLE deadline_defaults (
  priority       text PRIMARY KEY CHECK (priority IN ('Low', 'Normal', 'High', 'Urgent')),
  accept_minutes integer NOT NULL CHECK (accept_minutes > 0),
  finish_minutes integer NOT NULL CHECK (finish_minutes > 0)
);
INSERT INTO deadline_defaults (priority, accept_minutes, finish_minutes) VALUES
  ('Urgent', 60, 24 * 60),
  ('High', 4 * 60, 3 * 24 * 60),
  ('Normal', 24 * 60, 10 * 24 * 60),
  ('Low', 3 * 24 * 60, 30 * 24 * 60);

CREATE TABLE deadline_targets (
  organisation_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  priority        text NOT NULL REFERENCES deadline_defaults (priority),
  accept_minutes  integer NOT NULL CHECK (accept_minutes > 0),
  finish_minutes  integer NOT NULL CHECK (finish_minutes > 0),
  PRIMARY KEY (organisation_id, priority)
);

-- Each errand keeps its due times, fixed from its organisation's targets when it is filed
-- and when its priority changes (so lists filter and sort on indexed columns). A trigger
-- sets them, so every way a report is written (API, assistant, demo data) gets them.
ALTER TABLE reports ADD COLUMN accept_due_at timestamptz, ADD COLUMN finish_due_at timestamptz;

CREATE FUNCTION reports_set_due_times() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  accept_m integer;
  finish_m integer;
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.priority = OLD.priority AND NEW.created_at = OLD.created_at THEN
    RETURN NEW;
  END IF;
  SELECT COALESCE(t.accept_minutes, d.accept_minutes), COALESCE(t.finish_minutes, d.finish_minutes)
    INTO accept_m, finish_m
    FROM deadline_defaults d
    LEFT JOIN deadline_targets t ON t.priority = d.priority AND t.organisation_id = NEW.organisation_id
    WHERE d.priority = NEW.priority;
  NEW.accept_due_at := NEW.created_at + make_interval(mins => accept_m);
  NEW.finish_due_at := NEW.created_at + make_interval(mins => finish_m);
  RETURN NEW;
END $$;

CREATE TRIGGER reports_due_times BEFORE INSERT OR UPDATE OF priority, created_at ON reports
  FOR EACH ROW EXECUTE FUNCTION reports_set_due_times();

UPDATE reports r SET accept_due_at = r.created_at + make_interval(mins => d.accept_minutes),
                     finish_due_at = r.created_at + make_interval(mins => d.finish_minutes)
  FROM deadline_defaults d WHERE d.priority = r.priority;

-- "Overdue" and "by due time": the open ones by their accept target, the rest not closed by their finish target.
CREATE INDEX reports_org_accept_due_idx ON reports (organisation_id, accept_due_at) WHERE status = 'Open';
CREATE INDEX reports_org_finish_due_idx ON reports (organisation_id, finish_due_at) WHERE status <> 'Closed';

-- A user's saved list filters: a name and the list's query string, only ever their own.
CREATE TABLE saved_filters (
  id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id    uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name       text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 60),
  query      text NOT NULL CHECK (length(query) <= 1000),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, name)
);
