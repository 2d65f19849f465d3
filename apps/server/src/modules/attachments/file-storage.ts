import type { Config } from '../../config';
import type { Db } from '../../db';
import { chunkStream, createDbStorage } from './db-storage';
import { type FileStorage, isBlobKey, type StoreName } from './storage';

export interface AppFileStorage extends FileStorage {
  /** Where new files go. */
  readonly target: StoreName;
  /** Start-up check: the bucket answers (nothing to check for the database). */
  check(): Promise<void>;
}

/**
 * The server's storage: new files go to the bucket when S3_BUCKET is set, otherwise to the
 * database; every blob is read and removed wherever its row says it is, so files kept before a
 * move (to a bucket or back) stay readable.
 */
export function createFileStorage(db: Db, config: Config): AppFileStorage {
  const inDb = createDbStorage(db);
  // The S3 client is loaded only when a bucket is set: the SDK is the largest module the server
  // would otherwise load at every start (over a second), and most installations keep files in
  // the database.
  const s3 = config.S3_BUCKET
    ? import('./s3-storage').then((m) => {
        const options = m.s3OptionsFrom(config)!;
        return { storage: m.createS3Storage(db, options), check: () => m.checkBucket(options) };
      })
    : undefined;

  const storeOf = async (name: StoreName): Promise<FileStorage> => {
    if (name === 'db') return inDb;
    if (!s3) throw new Error('a file is kept in an S3 bucket, but S3_BUCKET is not set');
    return (await s3).storage;
  };

  return {
    target: s3 ? 's3' : 'db',
    put: async (body) => (await storeOf(s3 ? 's3' : 'db')).put(body),

    async open(key) {
      if (!isBlobKey(key)) return undefined;
      // One query says where the bytes are and, for the database's, how many chunks: a download
      // (every thumbnail of a list) costs no second look-up.
      const [blob] = await db.query<{ store: StoreName; chunks: number }>(
        `SELECT store, (SELECT count(*) FROM file_chunks c WHERE c.blob_id = b.id) AS chunks
           FROM file_blobs b WHERE b.id = $1`,
        [key],
      );
      if (!blob) return undefined;
      return blob.store === 'db' ? chunkStream(db, key, blob.chunks) : (await storeOf(blob.store)).open(key);
    },

    async remove(keys) {
      const ids = keys.filter(isBlobKey);
      if (!ids.length) return;
      const rows = await db.query<{ id: string; store: StoreName }>(
        'SELECT id, store FROM file_blobs WHERE id = ANY($1::uuid[])',
        [ids],
      );
      const byStore = new Map<StoreName, string[]>();
      for (const r of rows) {
        const keys = byStore.get(r.store);
        if (keys) keys.push(r.id);
        else byStore.set(r.store, [r.id]);
      }
      for (const [name, storeKeys] of byStore) await (await storeOf(name)).remove(storeKeys);
    },

    async check() {
      if (s3) await (await s3).check();
    },
  };
}

const perApp = new WeakMap<object, AppFileStorage>();

/** One storage per app (its deps), shared by the file routes and the sweep job. */
export function fileStorageFor(deps: { db: Db; config: Config }): AppFileStorage {
  let storage = perApp.get(deps);
  if (!storage) {
    storage = createFileStorage(deps.db, deps.config);
    perApp.set(deps, storage);
  }
  return storage;
}
