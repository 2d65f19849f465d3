-- How to get in ("Portkod 1234", "nyckel hos grannen") becomes a field of its own, so it can be
-- withheld from the marketplace: the description is read by every contractor of the trade before
-- anyone accepts, the access only by staff, the reporter and the assigned contractor
-- (docs/PRODUCT.md "Who reads which field").
ALTER TABLE reports ADD COLUMN access text CHECK (access IS NULL OR length(access) <= 500);

-- Errands filed before kept it in the description, as one line in the report's language that both
-- the report form ("…\n\nTillträde: X") and the chat assistant ("Tillträde: X" among its labelled
-- lines) wrote: "Tillträde: " on Swedish errands, "Access: " on English ones. The first such line
-- moves into the field; the assistant's "not given" stays out of it.
UPDATE reports r
   SET access = CASE
         WHEN m.value IN ('inte angivet', 'not given') THEN NULL
         ELSE left(m.value, 500)
       END,
       description = btrim(regexp_replace(r.description, m.pattern, ''), E'\n')
  FROM (
    SELECT id,
           CASE language WHEN 'en' THEN '(^|\n)Access: [^\n]*' ELSE '(^|\n)Tillträde: [^\n]*' END AS pattern,
           btrim(substring(description FROM
             CASE language WHEN 'en' THEN '(?:^|\n)Access: ([^\n]*)' ELSE '(?:^|\n)Tillträde: ([^\n]*)' END)) AS value
      FROM reports
  ) m
 WHERE m.id = r.id AND m.value IS NOT NULL;
