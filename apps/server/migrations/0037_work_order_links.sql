-- Outside contractors' work-order links (docs/decisions/0047-work-order-links.md).

-- A work-order link acts for a contractor record (found by the address it was sent to, or made
-- for it), so accepting, the visit and done work go through the same rules as a signed-in
-- contractor's. A declined link keeps its reason for the errand's staff; it is revoked as well.
ALTER TABLE errand_links
  ADD COLUMN contractor_id  uuid REFERENCES contractors (id) ON DELETE CASCADE,
  ADD COLUMN language       text CHECK (language IS NULL OR language IN ('sv', 'en')),
  ADD COLUMN declined_at    timestamptz,
  ADD COLUMN decline_reason text CHECK (decline_reason IS NULL OR length(decline_reason) <= 4000);
ALTER TABLE errand_links ADD CONSTRAINT errand_links_work_order_contractor
  CHECK ((purpose = 'work_order') = (contractor_id IS NOT NULL));
-- Why a link stopped working, for the staff's list: withdrawn by staff, replaced by a resend,
-- declined by its holder, or ended with the errand's close.
ALTER TABLE errand_links ADD COLUMN revoked_why text
  CHECK (revoked_why IS NULL OR revoked_why IN ('withdrawn', 'resent', 'declined', 'closed'));
