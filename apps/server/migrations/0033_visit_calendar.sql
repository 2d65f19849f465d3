-- Visits in people's calendars (docs/decisions/0043-visit-times-reminders-and-calendars.md).

-- A notification mail about a visit carries its calendar invite (text/calendar), sent with it.
ALTER TABLE mail_outbox ADD COLUMN calendar text;

-- Each contractor's and manager's private calendar feed of their visits: one per account, found
-- by its secret address. Only the token's SHA-256 is kept; a new one replaces the old, and
-- revoking deletes the row, so an old address answers 404.
CREATE TABLE calendar_feeds (
  user_id     uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  token_hash  text NOT NULL UNIQUE,
  created_at  timestamptz NOT NULL DEFAULT now()
);
