-- The errand list at any organisation size (docs/DECISIONS.md "The errand list at scale").

-- Pages in the list's own order: the list sorts by (created_at, id) and (updated_at, id),
-- so with the id in the index a page of 25 is read off the index in order and stops,
-- however many errands the organisation has. The new created index replaces the old one
-- without the id (it serves every query the old one did).
CREATE INDEX reports_org_created_id_idx ON reports (organisation_id, created_at DESC, id DESC);
DROP INDEX reports_org_created_idx;
CREATE INDEX reports_org_updated_id_idx ON reports (organisation_id, updated_at DESC, id DESC);

-- Free-text search (`q`): substring matches in the title and description, and in the
-- property's address, through trigram indexes instead of reading every row. pg_trgm ships
-- with PostgreSQL's contrib and with PGlite (loaded in db/pglite.ts); it is a trusted
-- extension, so a database owner may create it. The expression is exactly the one the
-- list's search writes (reports.repo.ts, searchText), or the planner cannot use the index.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX reports_search_trgm_idx ON reports
  USING gin (lower(what_broke || ' ' || description) gin_trgm_ops);
CREATE INDEX properties_address_trgm_idx ON properties USING gin (lower(address) gin_trgm_ops);
