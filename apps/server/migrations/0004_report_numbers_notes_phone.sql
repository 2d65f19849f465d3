-- Errand numbers, messages vs internal notes, and a phone number on users
-- (docs/PRODUCT.md "Errand numbers", "Messages and internal notes", "Contact on site").

-- Each organisation numbers its reports 1, 2, 3… The API takes the next number from the
-- organisation's counter row inside the create transaction (`UPDATE … RETURNING` locks the
-- row, so parallel creates queue for it); a deleted report's number is never handed out again.
CREATE TABLE report_numbers (
  organisation_id uuid PRIMARY KEY REFERENCES organisations (id) ON DELETE CASCADE,
  last            integer NOT NULL CHECK (last >= 0)
);

ALTER TABLE reports ADD COLUMN number integer;

-- Existing reports are numbered in the order they were filed.
UPDATE reports r SET number = n.number
FROM (
  SELECT id, row_number() OVER (PARTITION BY organisation_id ORDER BY created_at, id) AS number FROM reports
) n
WHERE n.id = r.id;

INSERT INTO report_numbers (organisation_id, last)
SELECT organisation_id, max(number) FROM reports GROUP BY organisation_id;

ALTER TABLE reports ALTER COLUMN number SET NOT NULL;
ALTER TABLE reports ADD CONSTRAINT reports_organisation_number_key UNIQUE (organisation_id, number);
ALTER TABLE reports ADD CONSTRAINT reports_number_positive CHECK (number > 0);

-- Rows written by plain SQL without a number (seeding, fixtures, benchmarks) take the next
-- one after both the highest in use and the counter. Row by row, not through the counter:
-- updating one counter row per inserted row in a bulk insert grows quadratically.
CREATE FUNCTION reports_default_number() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.number IS NULL THEN
    SELECT GREATEST(
             COALESCE(max(x.number), 0),
             COALESCE((SELECT c.last FROM report_numbers c WHERE c.organisation_id = NEW.organisation_id), 0)
           ) + 1
      INTO NEW.number
      FROM reports x WHERE x.organisation_id = NEW.organisation_id;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER reports_default_number BEFORE INSERT ON reports
  FOR EACH ROW EXECUTE FUNCTION reports_default_number();

-- A note is a message the reporter sees, or internal (staff and the assigned contractor
-- only). Every earlier entry was seen by the reporter, so it is a message.
ALTER TABLE report_actions ADD COLUMN visibility text NOT NULL DEFAULT 'message'
  CHECK (visibility IN ('message', 'internal'));

-- An optional phone number, shown to the people working on the user's reports.
ALTER TABLE users ADD COLUMN phone text CHECK (phone IS NULL OR length(phone) <= 40);
