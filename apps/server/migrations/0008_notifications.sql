-- Durable background work: one row per job, worked with SELECT … FOR UPDATE SKIP LOCKED
-- so several instances share the queue and no job is run by two at once.
CREATE TABLE jobs (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind          text NOT NULL,
  payload       jsonb NOT NULL DEFAULT '{}'::jsonb,
  run_at        timestamptz NOT NULL DEFAULT now(),
  attempts      integer NOT NULL DEFAULT 0,
  max_attempts  integer NOT NULL DEFAULT 8,
  last_error    text,
  -- Set while an instance works the job; a crashed instance's claim runs out.
  locked_until  timestamptz,
  done_at       timestamptz,
  -- Set when the last attempt failed: the job is kept for the admin to see.
  failed_at     timestamptz,
  -- Scheduling the same thing twice (a reminder, a digest hour) is a no-op.
  dedupe_key    text UNIQUE,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX jobs_due_idx ON jobs (run_at) WHERE done_at IS NULL AND failed_at IS NULL;

-- In-app notifications: what one user was told about one report.
CREATE TABLE notifications (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  recipient_id  uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind          text NOT NULL,
  report_id     uuid REFERENCES reports (id) ON DELETE CASCADE,
  -- The timeline entry it tells of (none for reminders): one notification per entry and recipient.
  action_id     uuid,
  -- What the recipient may read of the report, captured when it was written.
  data          jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at    timestamptz NOT NULL DEFAULT now(),
  read_at       timestamptz,
  -- Set while the notification waits for the recipient's next hourly digest mail.
  digest_due    timestamptz,
  UNIQUE (recipient_id, action_id, kind)
);
CREATE INDEX notifications_recipient_idx ON notifications (recipient_id, created_at DESC);
CREATE INDEX notifications_unread_idx ON notifications (recipient_id) WHERE read_at IS NULL;

-- Per-user mail choices; a missing row or key means the default.
CREATE TABLE notification_preferences (
  user_id      uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  -- kind -> mail on/off
  mail         jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(mail) = 'object'),
  -- Managers: which new reports they hear of.
  new_reports  text NOT NULL DEFAULT 'all' CHECK (new_reports IN ('all', 'urgent', 'none')),
  updated_at   timestamptz NOT NULL DEFAULT now()
);

-- How long a report may stay unaccepted before the managers are reminded.
ALTER TABLE organisations
  ADD COLUMN reminder_urgent_minutes integer NOT NULL DEFAULT 60 CHECK (reminder_urgent_minutes > 0),
  ADD COLUMN reminder_other_minutes integer NOT NULL DEFAULT 1440 CHECK (reminder_other_minutes > 0);
