-- Sign-in, reset and invitation limits counted where every instance sees them:
-- one fixed-window counter per bucket (a hashed key: no address or email in the
-- table). Rows whose window has ended are swept by the instances (rate-limit-store.ts).
CREATE TABLE rate_limit_counters (
  key_hash text PRIMARY KEY,
  count integer NOT NULL,
  window_ends_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_counters_window_ends_at_idx ON rate_limit_counters (window_ends_at);
