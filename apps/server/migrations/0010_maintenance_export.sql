-- Planned maintenance, equipment history and the export
-- (docs/decisions/0029-planned-maintenance-statistics-and-work-orders.md, 0028-csv-export.md).
--
-- No timeline kinds are added: a planned-maintenance errand is recorded with the existing `created`
-- (and `assigned`) entries, whose note says why it was made. A migration that adds kinds (see 0005
-- and 0007) therefore needs nothing from this one, whatever order they run in.

-- What an errand is: a reported fault (every errand so far) or planned maintenance of equipment.
ALTER TABLE reports
  ADD COLUMN kind text NOT NULL DEFAULT 'fault' CHECK (kind IN ('fault', 'planned_maintenance')),
  -- The service due date a planned-maintenance errand was made for; null on faults.
  ADD COLUMN maintenance_due_date date,
  ADD CONSTRAINT reports_maintenance_due CHECK ((kind = 'planned_maintenance') = (maintenance_due_date IS NOT NULL));

-- Exactly one errand per equipment item and due date, however many instances run the scan at once.
CREATE UNIQUE INDEX reports_maintenance_once_idx ON reports (equipment_id, maintenance_due_date)
  WHERE kind = 'planned_maintenance';
-- The equipment page's history: the errands filed against one item, newest first.
CREATE INDEX reports_equipment_idx ON reports (equipment_id, created_at DESC) WHERE equipment_id IS NOT NULL;
-- Statistics count closings per month.
CREATE INDEX reports_org_closed_idx ON reports (organisation_id, closed_at) WHERE closed_at IS NOT NULL;

-- Service every N months, by a preferred contractor or else by anyone of the trade.
ALTER TABLE equipment
  ADD COLUMN service_interval_months integer CHECK (service_interval_months IS NULL OR service_interval_months BETWEEN 1 AND 120),
  ADD COLUMN preferred_contractor_id uuid REFERENCES contractors (id) ON DELETE SET NULL,
  ADD COLUMN service_trade text CHECK (service_trade IS NULL OR service_trade IN ('electrician', 'plumber',
    'locksmith', 'heating', 'ventilation', 'carpentry', 'painting', 'glazier', 'appliance', 'elevator',
    'cleaning', 'groundskeeping', 'pest-control', 'other'));

-- How many days before service falls due its errand is created.
ALTER TABLE organisations
  ADD COLUMN maintenance_lead_days integer NOT NULL DEFAULT 14 CHECK (maintenance_lead_days BETWEEN 0 AND 365);
