-- Web Push (docs/decisions/0045-contractor-offline-and-push.md): the server's VAPID key pair, made
-- at first start; each person's browser subscriptions; the messages waiting to go to them; and
-- each person's push choices per notification kind (a channel beside mail).
CREATE TABLE push_keys (
  id           integer PRIMARY KEY CHECK (id = 1),
  public_key   text NOT NULL,
  private_key  text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE push_subscriptions (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id     uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  endpoint    text NOT NULL UNIQUE CHECK (length(endpoint) <= 2000),
  p256dh      text NOT NULL,
  auth        text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX push_subscriptions_user ON push_subscriptions (user_id);

CREATE TABLE push_outbox (
  id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  subscription_id  uuid NOT NULL REFERENCES push_subscriptions (id) ON DELETE CASCADE,
  payload          jsonb NOT NULL,
  created_at       timestamptz NOT NULL DEFAULT now(),
  sent_at          timestamptz
);
CREATE INDEX push_outbox_subscription ON push_outbox (subscription_id);

ALTER TABLE notification_preferences ADD COLUMN push jsonb;
