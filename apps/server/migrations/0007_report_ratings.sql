-- A closed report's rating by its reporter (docs/PRODUCT.md "Ratings"): at most one per
-- report (the primary key makes a second, even a concurrent one, a conflict). The
-- contractor is the report's contractor when it was rated, so a later reopen does not
-- move the rating to someone else.
CREATE TABLE report_ratings (
  report_id       uuid PRIMARY KEY REFERENCES reports (id) ON DELETE CASCADE,
  organisation_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  contractor_id   uuid REFERENCES contractors (id) ON DELETE SET NULL,
  rated_by        uuid REFERENCES users (id) ON DELETE SET NULL,
  score           smallint NOT NULL CHECK (score BETWEEN 1 AND 5),
  comment         text CHECK (comment IS NULL OR length(comment) <= 1000),
  created_at      timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX report_ratings_contractor_idx ON report_ratings (contractor_id, created_at);
CREATE INDEX report_ratings_org_idx ON report_ratings (organisation_id, created_at);

-- The timeline gains the kind `rated`. The allowed kinds are extended in place rather
-- than listed again, so migrations that add other kinds keep theirs whatever the order.
DO $$
DECLARE
  def text;
BEGIN
  SELECT pg_get_constraintdef(c.oid) INTO def FROM pg_constraint c
   WHERE c.conrelid = 'report_actions'::regclass AND c.conname = 'report_actions_kind_check';
  IF def IS NOT NULL AND position('''rated''' IN def) = 0 THEN
    EXECUTE 'ALTER TABLE report_actions DROP CONSTRAINT report_actions_kind_check, ADD CONSTRAINT '
      || 'report_actions_kind_check ' || replace(def, 'ARRAY[', 'ARRAY[''rated''::text, ');
  END IF;
END
$$;
