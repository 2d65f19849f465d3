import type { Readable } from 'node:stream';
import type { Queryable } from '../../db';

/**
 * Where file bytes live, behind the smallest interface the feature needs: the database
 * (db-storage.ts, the default) or an S3-compatible bucket (s3-storage.ts). Keys are the ids of
 * `file_blobs` rows, which every backend keeps, so the database always knows which blobs exist,
 * where their bytes are and which are attached to a file (file-sweep.ts).
 */
export interface FileStorage {
  /** Stores what `body` yields, consuming it as it arrives; answers the new key and the size. */
  put(body: AsyncIterable<Uint8Array> | Iterable<Uint8Array>): Promise<{ key: string; size: number }>;
  /** The stored bytes as a stream, read piece by piece; undefined when the key is unknown. */
  open(key: string): Promise<Readable | undefined>;
  /** Removes stored bytes and their blob rows (unknown keys are ignored). */
  remove(keys: readonly string[]): Promise<void>;
}

/** Where a blob's bytes are: the `file_blobs.store` column. */
export type StoreName = 'db' | 's3';

/**
 * `put` of every backend: a `file_blobs` row in `store` names the file (its id is the key),
 * `write` puts the bytes and answers their size, which the row then records. A failed write is
 * undone by `undo` (which removes the row and what was written) and rethrown.
 */
export async function putBlob(
  db: Queryable,
  store: StoreName,
  write: (key: string) => Promise<number>,
  undo: (key: string) => Promise<unknown>,
): Promise<{ key: string; size: number }> {
  const [blob] = await db.query<{ id: string }>('INSERT INTO file_blobs (store) VALUES ($1) RETURNING id', [
    store,
  ]);
  const key = blob!.id;
  let size: number;
  try {
    size = await write(key);
    await db.query('UPDATE file_blobs SET size = $2 WHERE id = $1', [key, size]);
  } catch (err) {
    await undo(key).catch(() => {});
    throw err;
  }
  return { key, size };
}

/** Largest piece kept in one row or read at once: the memory one stream holds. */
export const CHUNK_BYTES = 1024 * 1024;

export const isBlobKey = (key: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(key);

/**
 * Regroups a stream of pieces of any size into pieces of exactly `size` bytes (the last
 * may be shorter), holding at most one piece plus one incoming buffer at a time.
 */
export async function* rechunk(
  body: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  size = CHUNK_BYTES,
): AsyncGenerator<Buffer> {
  let parts: Buffer[] = [];
  let held = 0;
  for await (const piece of body) {
    let buf = Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength);
    while (held + buf.length >= size) {
      const take = size - held;
      parts.push(buf.subarray(0, take));
      yield Buffer.concat(parts, size);
      parts = [];
      held = 0;
      buf = buf.subarray(take);
    }
    if (buf.length) {
      // A copy: the source may reuse its buffer once we ask for the next piece.
      parts.push(Buffer.from(buf));
      held += buf.length;
    }
  }
  if (held) yield Buffer.concat(parts, held);
}
