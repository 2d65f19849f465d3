-- The errand list at any organisation size (docs/decisions/0018-errand-list-at-scale.md).

-- Pages in the list's own order: the list sorts by a column or expression and then the id,
-- so with the id in the index a page of 25 is read off the index in order and stops,
-- however many errands the organisation has. The new created index replaces the old one
-- without the id (it serves every query the old one did).
CREATE INDEX reports_org_created_id_idx ON reports (organisation_id, created_at DESC, id DESC);
DROP INDEX reports_org_created_idx;
CREATE INDEX reports_org_updated_id_idx ON reports (organisation_id, updated_at DESC, id DESC);
-- The other sorts of the list are expressions (reports.repo.ts, sortColumns), indexed as written
-- there; read forwards or backwards, each serves both directions.
CREATE INDEX reports_org_priority_id_idx ON reports
  (organisation_id, array_position(ARRAY['Low','Normal','High','Urgent']::text[], priority), id);
CREATE INDEX reports_org_status_id_idx ON reports
  (organisation_id, array_position(ARRAY['Open','InProgress','FollowingUp','Closed']::text[], status), id);
CREATE INDEX reports_org_due_id_idx ON reports
  (organisation_id, (CASE WHEN status = 'Open' THEN accept_due_at WHEN status <> 'Closed' THEN finish_due_at END), id);

-- Free-text search (`q`): substring matches in the title and description, and in the
-- property's address, through trigram indexes instead of reading every row. pg_trgm ships
-- with PostgreSQL's contrib and with PGlite (loaded in db/pglite.ts); it is a trusted
-- extension, so a database owner may create it. The expression is exactly the one the
-- list's search writes (reports.repo.ts, SEARCH_TEXT_SQL), or the planner cannot use the index.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX reports_search_trgm_idx ON reports
  USING gin (lower(what_broke || ' ' || description) gin_trgm_ops);
CREATE INDEX properties_address_trgm_idx ON properties USING gin (lower(address) gin_trgm_ops);
