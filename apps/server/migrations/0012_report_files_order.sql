-- Files keep the order they were added in. created_at alone cannot say it: the files of one
-- upload are recorded within the same instant on a coarse clock (PGlite's), and ties fell back
-- to the random id, so an errand's cover photo and its gallery order could change between reads.
ALTER TABLE report_files ADD COLUMN seq bigint GENERATED ALWAYS AS IDENTITY;
DROP INDEX report_files_report_idx;
CREATE INDEX report_files_report_idx ON report_files (report_id, seq);
