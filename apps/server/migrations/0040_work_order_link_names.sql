-- Work-order links after review (docs/decisions/0047-work-order-links.md).

-- An outside contractor's record outlives the organisation that first typed its address: another
-- organisation may have sent work orders to the same address since (the address is unique, so
-- both act for one record), or an administrator invited it to sign in. Deleting the first
-- organisation must not take the others' links and errands' contractor with it.
ALTER TABLE contractors DROP CONSTRAINT contractors_known_to_organisation_id_fkey;
ALTER TABLE contractors ADD CONSTRAINT contractors_known_to_organisation_id_fkey
  FOREIGN KEY (known_to_organisation_id) REFERENCES organisations (id) ON DELETE SET NULL;
-- Made for a work order's address, not by an administrator: such a record whose organisation is
-- gone is not thereby shared with every organisation's managers (authz/contractors.policy.ts).
ALTER TABLE contractors ADD COLUMN made_for_work_order boolean NOT NULL DEFAULT false;
UPDATE contractors SET made_for_work_order = true WHERE known_to_organisation_id IS NOT NULL;

-- The name the sender typed for the address, shown to that organisation's staff and on the link,
-- so one organisation never reads the name another organisation gave the same record. Links made
-- before this column fall back to the record's name where the sender may read the record.
ALTER TABLE errand_links
  ADD COLUMN contractor_name text CHECK (contractor_name IS NULL OR length(btrim(contractor_name)) BETWEEN 1 AND 200);

-- Deleting a contractor record cascades to its work-order links (migration 0037) by this column.
CREATE INDEX errand_links_contractor_idx ON errand_links (contractor_id) WHERE contractor_id IS NOT NULL;
