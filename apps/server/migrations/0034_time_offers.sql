-- Times the reporter offers for the visit (docs/decisions/0043-visit-times-reminders-and-calendars.md):
-- up to five windows, a free text ("vardagar efter 16") and "come any time with the master key".
-- One row per errand, rewritten by each change; the contractor books one as the visit, or
-- proposes another time that the reporter confirms (it becomes the visit) or declines.
CREATE TABLE report_time_offers (
  report_id        uuid PRIMARY KEY REFERENCES reports (id) ON DELETE CASCADE,
  organisation_id  uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  -- [{"startsAt": "…", "endsAt": "…"}], at most five, checked by the API.
  windows          jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(windows) = 'array' AND jsonb_array_length(windows) <= 5),
  note             text CHECK (note IS NULL OR length(note) <= 200),
  any_time         boolean NOT NULL DEFAULT false,
  -- Another time the contractor proposes, waiting for the reporter to confirm or decline it.
  proposed_starts_at timestamptz,
  proposed_ends_at   timestamptz,
  proposed_by        text,
  CONSTRAINT report_time_offers_proposal CHECK ((proposed_starts_at IS NULL) = (proposed_ends_at IS NULL)),
  updated_at       timestamptz NOT NULL DEFAULT now()
);
