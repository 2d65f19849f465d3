import { Readable } from 'node:stream';
import type { Db } from '../../db';
import { type FileStorage, isBlobKey, putBlob, rechunk } from './storage';

/**
 * Files in the database (the default): a `file_blobs` row per file and its bytes in
 * `file_chunks` of at most 1 MiB. Works alike on PGlite and PostgreSQL, is shared by
 * every instance, and is part of every backup. Chunks are written one statement each,
 * outside any transaction, so a slow upload never holds a transaction open (PGlite runs
 * one at a time); a failed upload removes what it wrote.
 */
export function createDbStorage(db: Db): FileStorage {
  return {
    put: (body) => putBlob(db, 'db', (key) => writeChunks(db, key, body), removeBlob(db)),

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

/** Writes `body` as the blob's chunks, one statement each; answers the size written. */
async function writeChunks(db: Db, key: string, body: Parameters<FileStorage['put']>[0]): Promise<number> {
  let size = 0;
  let seq = 0;
  for await (const chunk of rechunk(body)) {
    await db.query('INSERT INTO file_chunks (blob_id, seq, data) VALUES ($1, $2, $3)', [key, seq++, chunk]);
    size += chunk.length;
  }
  return size;
}

/** Removes a blob's row, and with it (by cascade) the chunks written so far. */
const removeBlob = (db: Db) => (key: string) => db.query('DELETE FROM file_blobs WHERE id = $1', [key]);

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
