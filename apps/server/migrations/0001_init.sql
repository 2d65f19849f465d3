-- The whole data model (docs/PRODUCT.md). One dialect for PGlite and PostgreSQL.
-- Timestamps are timestamptz; ids are uuid from gen_random_uuid() (core since PostgreSQL 13).

CREATE TABLE organisations (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name            text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 200),
  report_language text NOT NULL DEFAULT 'sv' CHECK (report_language IN ('sv', 'en')),
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  id                  uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email               text NOT NULL CHECK (position('@' IN email) > 1 AND length(email) <= 254),
  password_hash       text NOT NULL,
  role                text NOT NULL CHECK (role IN ('Admin', 'Contractor', 'PropertyManager', 'PropertyTenant')),
  -- Managers and tenants belong to exactly one organisation; admins and contractors to none.
  organisation_id     uuid REFERENCES organisations (id) ON DELETE CASCADE,
  name                text CHECK (name IS NULL OR length(name) <= 200),
  metadata            jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(metadata) = 'object'),
  locale              text NOT NULL DEFAULT 'sv' CHECK (locale IN ('sv', 'en')),
  disabled            boolean NOT NULL DEFAULT false,
  -- Access tokens issued before this instant are refused (password change, disable).
  tokens_valid_after  timestamptz NOT NULL DEFAULT now(),
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT users_org_for_org_roles CHECK (
    (role IN ('PropertyManager', 'PropertyTenant')) = (organisation_id IS NOT NULL)
  )
);
-- Emails are unique regardless of case.
CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email));
CREATE INDEX users_organisation_idx ON users (organisation_id, role);

CREATE TABLE contractors (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name        text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 200),
  phone       text CHECK (phone IS NULL OR length(phone) <= 40),
  email       text CHECK (email IS NULL OR (position('@' IN email) > 1 AND length(email) <= 254)),
  trade       text NOT NULL CHECK (trade IN ('electrician', 'plumber', 'locksmith', 'heating', 'ventilation',
                'carpentry', 'painting', 'glazier', 'appliance', 'elevator', 'cleaning', 'groundskeeping',
                'pest-control', 'other')),
  description text CHECK (description IS NULL OR length(description) <= 4000),
  -- The sign-in that acts for this contractor; the profile outlives a deleted account.
  user_id     uuid UNIQUE REFERENCES users (id) ON DELETE SET NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX contractors_email_lower_key ON contractors (lower(email)) WHERE email IS NOT NULL;
CREATE INDEX contractors_trade_idx ON contractors (trade);

CREATE TABLE properties (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  address         text NOT NULL CHECK (length(btrim(address)) BETWEEN 1 AND 300),
  type            text NOT NULL CHECK (type IN ('Apartment', 'Commercial', 'Industrial')),
  city            text NOT NULL DEFAULT '' CHECK (length(city) <= 120),
  postal_code     text NOT NULL DEFAULT '' CHECK (length(postal_code) <= 20),
  country         text NOT NULL DEFAULT 'Sverige' CHECK (length(country) <= 80),
  county          text NOT NULL DEFAULT '' CHECK (length(county) <= 80),
  description     text CHECK (description IS NULL OR length(description) <= 4000),
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX properties_organisation_idx ON properties (organisation_id, address);

CREATE TABLE premises (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  property_id     uuid NOT NULL REFERENCES properties (id) ON DELETE CASCADE,
  designation     text NOT NULL CHECK (length(btrim(designation)) BETWEEN 1 AND 120),
  floor           integer CHECK (floor IS NULL OR floor BETWEEN -10 AND 200),
  area_sqm        numeric(10, 2) CHECK (area_sqm IS NULL OR area_sqm > 0),
  description     text CHECK (description IS NULL OR length(description) <= 4000),
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (property_id, designation)
);
CREATE INDEX premises_organisation_idx ON premises (organisation_id);

-- Tenants linked to the premises they rent.
CREATE TABLE premises_tenants (
  premises_id uuid NOT NULL REFERENCES premises (id) ON DELETE CASCADE,
  user_id     uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (premises_id, user_id)
);
CREATE INDEX premises_tenants_user_idx ON premises_tenants (user_id);

CREATE TABLE equipment (
  id                uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id   uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  property_id       uuid NOT NULL REFERENCES properties (id) ON DELETE CASCADE,
  premises_id       uuid REFERENCES premises (id) ON DELETE SET NULL,
  name              text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 200),
  model             text CHECK (model IS NULL OR length(model) <= 200),
  serial_number     text CHECK (serial_number IS NULL OR length(serial_number) <= 200),
  manufacturer      text CHECK (manufacturer IS NULL OR length(manufacturer) <= 200),
  location          text CHECK (location IS NULL OR length(location) <= 300),
  last_service_date date,
  next_service_date date,
  service_notes     text CHECK (service_notes IS NULL OR length(service_notes) <= 4000),
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX equipment_property_idx ON equipment (property_id);
CREATE INDEX equipment_organisation_idx ON equipment (organisation_id, next_service_date);

CREATE TABLE chat_sessions (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id         uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  organisation_id uuid REFERENCES organisations (id) ON DELETE CASCADE,
  title           text CHECK (title IS NULL OR length(title) <= 200),
  status          text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'completed')),
  -- The interviewer's working memory (collected answers, pending question).
  state           jsonb NOT NULL DEFAULT '{}'::jsonb,
  report_id       uuid,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chat_sessions_user_idx ON chat_sessions (user_id, updated_at DESC);

CREATE TABLE chat_messages (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  session_id  uuid NOT NULL REFERENCES chat_sessions (id) ON DELETE CASCADE,
  role        text NOT NULL CHECK (role IN ('user', 'assistant')),
  content     text NOT NULL CHECK (length(content) <= 20000),
  -- clock_timestamp() so two messages written in one transaction keep their order.
  created_at  timestamptz NOT NULL DEFAULT clock_timestamp(),
  updated_at  timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX chat_messages_session_idx ON chat_messages (session_id, created_at);

CREATE TABLE reports (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organisation_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  -- NO ACTION: a property with reports cannot be deleted on its own (409), but an organisation can.
  property_id     uuid NOT NULL REFERENCES properties (id),
  premises_id     uuid REFERENCES premises (id) ON DELETE SET NULL,
  equipment_id    uuid REFERENCES equipment (id) ON DELETE SET NULL,
  what_broke      text NOT NULL CHECK (length(btrim(what_broke)) BETWEEN 1 AND 200),
  description     text NOT NULL DEFAULT '' CHECK (length(description) <= 10000),
  customer_number text CHECK (customer_number IS NULL OR length(customer_number) <= 60),
  trade           text NOT NULL CHECK (trade IN ('electrician', 'plumber', 'locksmith', 'heating', 'ventilation',
                    'carpentry', 'painting', 'glazier', 'appliance', 'elevator', 'cleaning', 'groundskeeping',
                    'pest-control', 'other')),
  priority        text NOT NULL DEFAULT 'Normal' CHECK (priority IN ('Low', 'Normal', 'High', 'Urgent')),
  status          text NOT NULL DEFAULT 'Open' CHECK (status IN ('Open', 'InProgress', 'FollowingUp', 'Closed')),
  -- Reports outlive the accounts that wrote them.
  reporter_id     uuid REFERENCES users (id) ON DELETE SET NULL,
  contractor_id   uuid REFERENCES contractors (id) ON DELETE SET NULL,
  chat_session_id uuid REFERENCES chat_sessions (id) ON DELETE SET NULL,
  language        text NOT NULL DEFAULT 'sv' CHECK (language IN ('sv', 'en')),
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  accepted_at     timestamptz,
  closed_at       timestamptz,
  CONSTRAINT reports_in_progress_has_contractor CHECK (
    status NOT IN ('InProgress', 'FollowingUp') OR contractor_id IS NOT NULL
  ),
  CONSTRAINT reports_closed_has_time CHECK ((status = 'Closed') = (closed_at IS NOT NULL))
);
ALTER TABLE chat_sessions
  ADD CONSTRAINT chat_sessions_report_fk FOREIGN KEY (report_id) REFERENCES reports (id) ON DELETE SET NULL;
CREATE INDEX reports_org_status_created_idx ON reports (organisation_id, status, created_at DESC);
CREATE INDEX reports_org_created_idx ON reports (organisation_id, created_at DESC);
CREATE INDEX reports_contractor_idx ON reports (contractor_id, status, created_at DESC);
CREATE INDEX reports_property_idx ON reports (property_id, created_at DESC);
CREATE INDEX reports_premises_idx ON reports (premises_id, status);
CREATE INDEX reports_reporter_idx ON reports (reporter_id, created_at DESC);
-- The contractors' marketplace: open, unassigned reports of one trade, newest first.
CREATE INDEX reports_open_trade_idx ON reports (trade, created_at DESC)
  WHERE status = 'Open' AND contractor_id IS NULL;

-- The timeline of a report; also the source of the dashboards' "latest events".
CREATE TABLE report_actions (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  report_id       uuid NOT NULL REFERENCES reports (id) ON DELETE CASCADE,
  organisation_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  kind            text NOT NULL CHECK (kind IN ('created', 'accepted', 'assigned', 'status_changed', 'note',
                    'reopened', 'withdrawn', 'updated')),
  actor_id        uuid REFERENCES users (id) ON DELETE SET NULL,
  actor_role      text CHECK (actor_role IS NULL OR actor_role IN ('Admin', 'Contractor', 'PropertyManager',
                    'PropertyTenant', 'Assistant')),
  actor_name      text,
  contractor_id   uuid REFERENCES contractors (id) ON DELETE SET NULL,
  from_status     text CHECK (from_status IS NULL OR from_status IN ('Open', 'InProgress', 'FollowingUp', 'Closed')),
  to_status       text CHECK (to_status IS NULL OR to_status IN ('Open', 'InProgress', 'FollowingUp', 'Closed')),
  note            text CHECK (note IS NULL OR length(note) <= 4000),
  created_at      timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX report_actions_report_idx ON report_actions (report_id, created_at);
CREATE INDEX report_actions_org_created_idx ON report_actions (organisation_id, created_at DESC);
CREATE INDEX report_actions_created_idx ON report_actions (created_at DESC);
CREATE INDEX report_actions_contractor_idx ON report_actions (contractor_id, created_at DESC);

-- A sign-in session = one refresh-token family.
CREATE TABLE auth_sessions (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id      uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at   timestamptz NOT NULL DEFAULT now(),
  -- Absolute end of the family: rotation never extends it.
  expires_at   timestamptz NOT NULL,
  revoked_at   timestamptz,
  revoke_reason text,
  last_used_at timestamptz NOT NULL DEFAULT now(),
  user_agent   text
);
CREATE INDEX auth_sessions_user_idx ON auth_sessions (user_id);

CREATE TABLE refresh_tokens (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  session_id  uuid NOT NULL REFERENCES auth_sessions (id) ON DELETE CASCADE,
  token_hash  text NOT NULL UNIQUE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  used_at     timestamptz
);
CREATE INDEX refresh_tokens_session_idx ON refresh_tokens (session_id);

CREATE TABLE invite_tokens (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  token_hash      text NOT NULL UNIQUE,
  email           text NOT NULL,
  role            text NOT NULL CHECK (role IN ('Admin', 'Contractor', 'PropertyManager', 'PropertyTenant')),
  organisation_id uuid REFERENCES organisations (id) ON DELETE CASCADE,
  premises_id     uuid REFERENCES premises (id) ON DELETE CASCADE,
  contractor_id   uuid REFERENCES contractors (id) ON DELETE CASCADE,
  invited_by      uuid REFERENCES users (id) ON DELETE SET NULL,
  expires_at      timestamptz NOT NULL,
  used_at         timestamptz,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX invite_tokens_org_idx ON invite_tokens (organisation_id, created_at DESC);

CREATE TABLE password_reset_tokens (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  token_hash  text NOT NULL UNIQUE,
  user_id     uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE email_change_tokens (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  token_hash  text NOT NULL UNIQUE,
  user_id     uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  new_email   text NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE mail_outbox (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  to_address  text NOT NULL,
  kind        text NOT NULL,
  subject     text NOT NULL,
  text_body   text NOT NULL,
  html_body   text,
  link        text,
  created_at  timestamptz NOT NULL DEFAULT now(),
  sent_at     timestamptz,
  error       text
);
CREATE INDEX mail_outbox_to_idx ON mail_outbox (lower(to_address), created_at DESC);

-- The assistant's per-user daily budget.
CREATE TABLE assistant_usage (
  user_id   uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  day       date NOT NULL,
  messages  integer NOT NULL DEFAULT 0,
  tokens    integer NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, day)
);
