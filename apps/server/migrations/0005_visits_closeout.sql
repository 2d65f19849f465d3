-- The working life of an accepted errand (docs/PRODUCT.md "Report lifecycle", "Visits", "Close-out").

-- New timeline entries: visits planned, moved and cancelled; the work marked done; the errand
-- handed back by its contractor; done work sent back for more. The list replaces the one of 0001;
-- a later migration adding kinds must repeat the whole list.
ALTER TABLE report_actions DROP CONSTRAINT IF EXISTS report_actions_kind_check;
ALTER TABLE report_actions ADD CONSTRAINT report_actions_kind_check CHECK (kind IN ('created', 'accepted',
  'assigned', 'status_changed', 'note', 'reopened', 'withdrawn', 'updated', 'visit_planned', 'visit_moved',
  'visit_cancelled', 'done', 'handed_back', 'sent_back'));

-- A visit entry keeps the window it planned, so the history still shows it after a move or cancel.
ALTER TABLE report_actions ADD COLUMN visit_starts_at timestamptz, ADD COLUMN visit_ends_at timestamptz;

-- The one planned visit of a report (at most one at a time; moving it rewrites the row).
CREATE TABLE report_visits (
  report_id     uuid PRIMARY KEY REFERENCES reports (id) ON DELETE CASCADE,
  organisation_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  contractor_id uuid REFERENCES contractors (id) ON DELETE SET NULL,
  starts_at     timestamptz NOT NULL,
  ends_at       timestamptz NOT NULL,
  note          text CHECK (note IS NULL OR length(note) <= 1000),
  planned_by    text,
  updated_at    timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT report_visits_window CHECK (ends_at > starts_at AND ends_at - starts_at <= interval '12 hours')
);

-- What the contractor reported when marking the work done; one per report, replaced when the
-- work is marked done again after being sent back.
CREATE TABLE report_closeouts (
  report_id         uuid PRIMARY KEY REFERENCES reports (id) ON DELETE CASCADE,
  organisation_id   uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  contractor_id     uuid REFERENCES contractors (id) ON DELETE SET NULL,
  resolution        text NOT NULL CHECK (length(btrim(resolution)) BETWEEN 1 AND 4000),
  minutes_spent     integer CHECK (minutes_spent IS NULL OR minutes_spent BETWEEN 0 AND 100000),
  cost_sek          numeric(12, 2) CHECK (cost_sek IS NULL OR cost_sek >= 0),
  invoice_reference text CHECK (invoice_reference IS NULL OR length(invoice_reference) <= 100),
  done_by           text,
  done_at           timestamptz NOT NULL DEFAULT now()
);
