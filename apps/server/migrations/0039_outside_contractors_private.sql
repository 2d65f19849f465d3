-- An outside contractor's record, made when staff send a work order to an address no contractor
-- has (docs/decisions/0047-work-order-links.md), is known to the organisation that typed it, not
-- to every organisation's managers: the name and address are that organisation's data.
ALTER TABLE contractors
  ADD COLUMN known_to_organisation_id uuid REFERENCES organisations (id) ON DELETE CASCADE;
