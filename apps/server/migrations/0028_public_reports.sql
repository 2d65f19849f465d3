-- Reporting without an account (docs/decisions/0041-public-reporting-and-capability-links.md).

-- A report sent through a place's code, held until the sender types the one-time code mailed to
-- them; then it becomes an errand (`report_id`). The contact stays here: the errand has no
-- reporter account. Only the code's SHA-256 is kept.
CREATE TABLE public_submissions (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  place_code      text NOT NULL REFERENCES place_codes (code) ON DELETE CASCADE,
  organisation_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  email           text NOT NULL CHECK (position('@' IN email) > 1 AND length(email) <= 254),
  phone           text CHECK (phone IS NULL OR length(phone) <= 40),
  description     text NOT NULL CHECK (length(btrim(description)) BETWEEN 1 AND 4000),
  language        text NOT NULL CHECK (language IN ('sv', 'en')),
  code_hash       text NOT NULL,
  attempts        integer NOT NULL DEFAULT 0,
  expires_at      timestamptz NOT NULL,
  report_id       uuid REFERENCES reports (id) ON DELETE CASCADE,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX public_submissions_report_idx ON public_submissions (report_id) WHERE report_id IS NOT NULL;

-- Capability links to one errand: `follow` for the person who reported it without an account,
-- `work_order` for an outside contractor. Only the token's SHA-256 is kept; a revoked link
-- opens nothing.
CREATE TABLE errand_links (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  token_hash      text NOT NULL UNIQUE,
  purpose         text NOT NULL CHECK (purpose IN ('follow', 'work_order')),
  report_id       uuid NOT NULL REFERENCES reports (id) ON DELETE CASCADE,
  organisation_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  email           text NOT NULL CHECK (position('@' IN email) > 1 AND length(email) <= 254),
  created_by      uuid REFERENCES users (id) ON DELETE SET NULL,
  revoked_at      timestamptz,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX errand_links_report_idx ON errand_links (report_id, purpose);
