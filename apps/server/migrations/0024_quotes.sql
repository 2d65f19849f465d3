-- Quotes and their approval (docs/PRODUCT.md "Quotes and approval", docs/decisions/0040).

-- The organisation's cost limit in SEK: work costing more needs an approved quote before it is
-- marked done. Null: no limit.
ALTER TABLE organisations
  ADD COLUMN quote_limit_sek numeric(12, 2) CHECK (quote_limit_sek IS NULL OR quote_limit_sek >= 0);

-- The quote of an errand's work: one per errand, the contractor's latest. Submitting again
-- after a rejection replaces it; the timeline keeps every submission and decision.
CREATE TABLE report_quotes (
  report_id       uuid PRIMARY KEY REFERENCES reports (id) ON DELETE CASCADE,
  organisation_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  contractor_id   uuid REFERENCES contractors (id) ON DELETE SET NULL,
  amount_sek      numeric(12, 2) NOT NULL CHECK (amount_sek >= 0),
  description     text NOT NULL CHECK (length(btrim(description)) BETWEEN 1 AND 4000),
  -- An optional PDF among the errand's files; deleting the file leaves the quote without it.
  file_id         uuid REFERENCES report_files (id) ON DELETE SET NULL,
  status          text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  submitted_by    text,
  submitted_at    timestamptz NOT NULL DEFAULT now(),
  decided_by      text,
  decided_at      timestamptz,
  reason          text CHECK (reason IS NULL OR length(reason) <= 1000)
);
-- The managers' needs-action list looks for waiting quotes per organisation.
CREATE INDEX report_quotes_pending_idx ON report_quotes (organisation_id, submitted_at) WHERE status = 'pending';

-- The timeline gains the quote's entries, extended in place as 0009 does.
DO $$
DECLARE
  def text;
BEGIN
  SELECT pg_get_constraintdef(c.oid) INTO def FROM pg_constraint c
   WHERE c.conrelid = 'report_actions'::regclass AND c.conname = 'report_actions_kind_check';
  IF def IS NOT NULL AND position('''quote_submitted''' IN def) = 0 THEN
    EXECUTE 'ALTER TABLE report_actions DROP CONSTRAINT report_actions_kind_check, ADD CONSTRAINT '
      || 'report_actions_kind_check '
      || replace(def, 'ARRAY[', 'ARRAY[''quote_submitted''::text, ''quote_approved''::text, ''quote_rejected''::text, ');
  END IF;
END
$$;
