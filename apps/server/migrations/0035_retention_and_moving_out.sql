-- Retention and a tenant moving out (docs/PRODUCT.md "Retention" and "A tenant moving out",
-- decision 0044).

-- How many years after an errand closed its personal data is anonymised (default six, as
-- Swedish landlords keep maintenance history); the daily retention job reads it.
ALTER TABLE organisations
  ADD COLUMN retention_years integer NOT NULL DEFAULT 6 CHECK (retention_years BETWEEN 1 AND 30);

-- When the retention job anonymised the errand's personal data; it is never done twice.
ALTER TABLE reports ADD COLUMN anonymised_at timestamptz;
CREATE INDEX reports_retention_idx ON reports (closed_at) WHERE status = 'Closed' AND anonymised_at IS NULL;

-- One row per day the retention job ran, with what it did: the admin's queue overview shows the
-- last, and the unique day keeps a second instance (or a retried job) from running it again.
CREATE TABLE retention_runs (
  day                date PRIMARY KEY,
  ran_at             timestamptz NOT NULL DEFAULT clock_timestamp(),
  errands_anonymised integer NOT NULL DEFAULT 0,
  chats_deleted      integer NOT NULL DEFAULT 0,
  sign_ins_deleted   integer NOT NULL DEFAULT 0
);

-- A tenant unlinked from premises they rented: their errands on those premises stay visible to
-- them for 30 days from `moved_out_at`, then not. Linking them again removes the row.
CREATE TABLE premises_move_outs (
  premises_id  uuid NOT NULL REFERENCES premises (id) ON DELETE CASCADE,
  user_id      uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  moved_out_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (premises_id, user_id)
);
CREATE INDEX premises_move_outs_user_idx ON premises_move_outs (user_id);
