-- Hazards the chat assistant's triage recognised in the conversation that filed a report
-- (gas, fire, water…): the organisation's managers are told at once and the errand stays on
-- their to-do list until it is closed. A table of its own, written once when the report is filed.
CREATE TABLE report_hazards (
  report_id   uuid PRIMARY KEY REFERENCES reports (id) ON DELETE CASCADE,
  hazards     text[] NOT NULL CHECK (cardinality(hazards) > 0),
  created_at  timestamptz NOT NULL DEFAULT now()
);

