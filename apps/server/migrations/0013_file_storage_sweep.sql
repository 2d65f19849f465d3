-- Where a blob's bytes live, and which blobs nothing refers to any more
-- (docs/decisions/0027-file-storage.md, storage and sweep).

-- 'db': the bytes are the blob's file_chunks. 's3': an object in the configured bucket, named
-- by the blob's id, so a server that moves to a bucket still reads the files it kept before.
ALTER TABLE file_blobs
  ADD COLUMN store text NOT NULL DEFAULT 'db' CHECK (store IN ('db', 's3')),
  -- Set in the transaction that records the file row: a blob that never got this far (an upload
  -- cut off by a crash or a lost connection) is swept a day later.
  ADD COLUMN attached boolean NOT NULL DEFAULT false,
  -- Set when the file row went and the bytes are elsewhere: the sweep removes them there, then the row.
  ADD COLUMN released_at timestamptz;

UPDATE file_blobs b SET attached = true
 WHERE EXISTS (SELECT 1 FROM report_files f WHERE f.blob_key = b.id::text OR f.thumb_key = b.id::text);

-- The sweep reads only what it may remove: blobs never attached, and released ones.
CREATE INDEX file_blobs_sweep_idx ON file_blobs (created_at) WHERE NOT attached OR released_at IS NOT NULL;

-- A deleted file row (an errand or organisation deleted through the cascade too) drops the
-- database's bytes at once and marks a bucket's for the sweep. Keys are looked up by the primary
-- key (the earlier trigger compared id::text and so read every blob); a key that is not a uuid
-- belongs to no blob.
CREATE OR REPLACE FUNCTION report_files_drop_blobs() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
BEGIN
  SELECT coalesce(array_agg(k::uuid), '{}') INTO ids
    FROM unnest(ARRAY[OLD.blob_key, OLD.thumb_key]) AS k
   WHERE k ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
  DELETE FROM file_blobs WHERE id = ANY (ids) AND store = 'db';
  UPDATE file_blobs SET released_at = now() WHERE id = ANY (ids) AND store <> 'db';
  RETURN NULL;
END
$$;
