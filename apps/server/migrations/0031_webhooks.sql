-- Webhooks (docs/decisions/0042-api-tokens-and-webhooks.md): an organisation's subscriptions to
-- errand events, each delivery signed with the subscription's secret and sent by the job queue.
-- The secret signs; it is kept as is because signing needs it, and shown once when made.
CREATE TABLE webhook_subscriptions (
  id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id  uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  created_by       uuid REFERENCES users (id) ON DELETE SET NULL,
  url              text NOT NULL CHECK (length(url) <= 2000),
  events           text[] NOT NULL CHECK (cardinality(events) > 0),
  secret           text NOT NULL,
  created_at       timestamptz NOT NULL DEFAULT now(),
  -- Since when every delivery has failed; null while the last one went through.
  failing_since    timestamptz,
  -- Set when it failed for three days in a row: nothing is sent until a manager resumes it.
  paused_at        timestamptz
);
CREATE INDEX webhook_subscriptions_organisation ON webhook_subscriptions (organisation_id);

-- One row per event and subscription: what was sent (the body is signed as stored) and how it went.
CREATE TABLE webhook_deliveries (
  id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  subscription_id  uuid NOT NULL REFERENCES webhook_subscriptions (id) ON DELETE CASCADE,
  event_id         uuid NOT NULL,
  event_type       text NOT NULL,
  body             text NOT NULL,
  status           text NOT NULL DEFAULT 'pending'
                   CHECK (status IN ('pending', 'delivered', 'failed', 'skipped')),
  attempts         integer NOT NULL DEFAULT 0,
  response_status  integer,
  error            text,
  created_at       timestamptz NOT NULL DEFAULT now(),
  last_attempt_at  timestamptz,
  UNIQUE (subscription_id, event_id)
);
CREATE INDEX webhook_deliveries_subscription ON webhook_deliveries (subscription_id, created_at DESC);
