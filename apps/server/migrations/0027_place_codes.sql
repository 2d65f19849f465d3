-- Reporting without an account (docs/decisions/0041-public-reporting-and-capability-links.md).
-- A place's public code, printed on its sign: a property (its common areas), premises or an
-- equipment item. Made the first time staff ask for it; deleting the row retires the code.
CREATE TABLE place_codes (
  code            text PRIMARY KEY CHECK (code ~ '^[2-9A-HJ-NP-Z]{7}$'),
  organisation_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  property_id     uuid NOT NULL REFERENCES properties (id) ON DELETE CASCADE,
  premises_id     uuid REFERENCES premises (id) ON DELETE CASCADE,
  equipment_id    uuid REFERENCES equipment (id) ON DELETE CASCADE,
  created_at      timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT place_codes_one_place CHECK (premises_id IS NULL OR equipment_id IS NULL)
);
-- One code per place: the property itself, or one of its premises, or one of its equipment items.
CREATE UNIQUE INDEX place_codes_property_key ON place_codes (property_id)
  WHERE premises_id IS NULL AND equipment_id IS NULL;
CREATE UNIQUE INDEX place_codes_premises_key ON place_codes (premises_id) WHERE premises_id IS NOT NULL;
CREATE UNIQUE INDEX place_codes_equipment_key ON place_codes (equipment_id) WHERE equipment_id IS NOT NULL;

-- The manager's switch: public reports at this property and its premises and equipment.
ALTER TABLE properties ADD COLUMN public_reporting boolean NOT NULL DEFAULT true;
