-- API tokens (docs/decisions/0042-api-tokens-and-webhooks.md): named, scoped tokens an
-- organisation's managers make for other systems. Only the token's SHA-256 is kept: the token
-- itself is shown once. A token acts as a manager of its organisation, for as long as the
-- account that made it may manage that organisation, and within its scopes.
CREATE TABLE api_tokens (
  id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id  uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  created_by       uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name             text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  token_hash       text NOT NULL UNIQUE,
  -- The token's first characters, so a list can tell tokens apart without holding them.
  hint             text NOT NULL,
  scopes           text[] NOT NULL CHECK (cardinality(scopes) > 0),
  created_at       timestamptz NOT NULL DEFAULT now(),
  last_used_at     timestamptz,
  revoked_at       timestamptz
);
CREATE INDEX api_tokens_organisation ON api_tokens (organisation_id, created_at);
