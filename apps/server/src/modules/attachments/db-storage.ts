import { Readable } from 'node:stream';
import type { Db } from '../../db';
import { type FileStorage, isBlobKey, rechunk } from './storage';

/**
 * Files in the database (the default): a `file_blobs` row per file and its bytes in
 * `file_chunks` of at most 1 MiB. Works alike on PGlite and PostgreSQL, is shared by
 * every instance, and is part of every backup. Chunks are written one statement each,
 * outside any transaction, so a slow upload never holds a transaction open (PGlite runs
 * one at a time); a failed upload removes what it wrote.
 */
export function createDbStorage(db: Db): FileStorage {
  return {
    async put(body) {
      const [blob] = await db.query<{ id: string }>(
        "INSERT INTO file_blobs (store) VALUES ('db') RETURNING id",
      );
      const key = blob!.id;
      let size = 0;
      let seq = 0;
      try {
        for await (const chunk of rechunk(body)) {
          await db.query('INSERT INTO file_chunks (blob_id, seq, data) VALUES ($1, $2, $3)', [
            key,
            seq++,
            chunk,
          ]);
          size += chunk.length;
        }
        await db.query('UPDATE file_blobs SET size = $2 WHERE id = $1', [key, size]);
      } catch (err) {
        await db.query('DELETE FROM file_blobs WHERE id = $1', [key]).catch(() => {});
        throw err;
      }
      return { key, size };
    },

    async open(key) {
      if (!isBlobKey(key)) return undefined;
      const [blob] = await db.query<{ chunks: number }>(
        'SELECT (SELECT count(*) FROM file_chunks c WHERE c.blob_id = b.id) AS chunks FROM file_blobs b WHERE b.id = $1',
        [key],
      );
      return blob ? chunkStream(db, key, blob.chunks) : undefined;
    },

    async remove(keys) {
      const ids = keys.filter(isBlobKey);
      if (ids.length) await db.query('DELETE FROM file_blobs WHERE id = ANY($1::uuid[])', [ids]);
    },
  };
}

/**
 * A database blob's `count` chunks as a stream, one chunk in memory at a time: the next is read
 * when the client has taken this one. For callers that know the count already (file-storage.ts).
 */
export function chunkStream(db: Db, key: string, count: number): Readable {
  async function* chunks() {
    for (let seq = 0; seq < count; seq++) {
      const [row] = await db.query<{ data: Uint8Array }>(
        'SELECT data FROM file_chunks WHERE blob_id = $1 AND seq = $2',
        [key, seq],
      );
      if (!row) throw new Error(`file ${key} lost chunk ${seq}`);
      yield Buffer.from(row.data.buffer, row.data.byteOffset, row.data.byteLength);
    }
  }
  return Readable.from(chunks(), { objectMode: false, highWaterMark: 1 });
}
