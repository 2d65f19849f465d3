-- Photos and files on errands (docs/decisions/0026-photos-and-files.md).

-- The bytes: one blob per stored file (an image re-encoded, its thumbnail, a PDF as sent),
-- kept in chunks of at most 1 MiB so neither an upload nor a download ever holds a whole
-- file in memory, and so pg_dump and the PGlite data folder back them up with the rest.
CREATE TABLE file_blobs (
  id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  size       bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE file_chunks (
  blob_id uuid NOT NULL REFERENCES file_blobs (id) ON DELETE CASCADE,
  seq     integer NOT NULL CHECK (seq >= 0),
  data    bytea NOT NULL CHECK (octet_length(data) BETWEEN 1 AND 1048576),
  PRIMARY KEY (blob_id, seq)
);
-- Photos and PDFs are compressed already: TOAST stores chunks out of line without trying again.
ALTER TABLE file_chunks ALTER COLUMN data SET STORAGE EXTERNAL;

-- What a file is and where it belongs. Reading one is allowed exactly when reading its errand
-- is; deleting the errand (or its organisation) deletes its files through the cascade.
CREATE TABLE report_files (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  report_id       uuid NOT NULL REFERENCES reports (id) ON DELETE CASCADE,
  organisation_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  kind            text NOT NULL CHECK (kind IN ('image', 'pdf')),
  purpose         text NOT NULL DEFAULT 'report' CHECK (purpose IN ('report', 'note', 'completion')),
  content_type    text NOT NULL,
  file_name       text NOT NULL CHECK (length(file_name) BETWEEN 1 AND 200),
  size            bigint NOT NULL CHECK (size >= 0),
  width           integer,
  height          integer,
  blob_key        text NOT NULL,
  thumb_key       text,
  uploader_id     uuid REFERENCES users (id) ON DELETE SET NULL,
  uploader_role   text,
  uploader_name   text,
  -- The clock, not the transaction's start: files of one upload keep the order they were sent in.
  created_at      timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX report_files_report_idx ON report_files (report_id, created_at);

-- The database storage's blobs go with their file row, however the row goes (a file deleted,
-- an errand or organisation deleted through the cascade). Keys of another storage match no row.
CREATE FUNCTION report_files_drop_blobs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM file_blobs WHERE id::text IN (OLD.blob_key, OLD.thumb_key);
  RETURN NULL;
END
$$;
CREATE TRIGGER report_files_drop_blobs AFTER DELETE ON report_files
  FOR EACH ROW EXECUTE FUNCTION report_files_drop_blobs();

-- The timeline says how many files of which kind were added or removed ("Karin lade till 2 foton").
ALTER TABLE report_actions
  ADD COLUMN file_count integer CHECK (file_count IS NULL OR file_count > 0),
  ADD COLUMN file_kind text CHECK (file_kind IS NULL OR file_kind IN ('image', 'pdf', 'mixed'));

-- The timeline gains `files_added` and `files_removed`, extended in place as 0007 does.
DO $$
DECLARE
  def text;
BEGIN
  SELECT pg_get_constraintdef(c.oid) INTO def FROM pg_constraint c
   WHERE c.conrelid = 'report_actions'::regclass AND c.conname = 'report_actions_kind_check';
  IF def IS NOT NULL AND position('''files_added''' IN def) = 0 THEN
    EXECUTE 'ALTER TABLE report_actions DROP CONSTRAINT report_actions_kind_check, ADD CONSTRAINT '
      || 'report_actions_kind_check '
      || replace(def, 'ARRAY[', 'ARRAY[''files_added''::text, ''files_removed''::text, ');
  END IF;
END
$$;
