import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSuite, createUsers } from '../../test/api-suite';
import { download, jpeg, pdf, uploadFiles } from '../../test/files';
import { createReportWorld, reportBody } from '../../test/report-world';
import { startTestS3, type TestS3 } from '../../test/s3-server';
import { startTestServer } from '../../test/test-server';
import { createDbStorage } from './db-storage';
import { fileStorageFor } from './file-storage';
import { sweepFiles, UNATTACHED_GRACE_MS } from './file-sweep';

/** Files in an S3-compatible bucket (S3_BUCKET), against a real S3 server on loopback. */
let s3: TestS3;
// Filled before the suite's server starts (beforeAll hooks run in the order they are declared).
const env: Record<string, string> = {};
beforeAll(async () => {
  s3 = await startTestS3();
  Object.assign(env, s3.env);
});
afterAll(() => s3?.close());

const s = apiSuite(
  async (db) => ({
    w: await createReportWorld(db, { address: 'Kungsgatan 12' }),
    other: await createReportWorld(db),
    ...(await createUsers(db, { plumber: { role: 'Contractor', trade: 'plumber' } })),
  }),
  { env },
);

const newReport = async () => {
  const res = await s.api.post('/api/reports', reportBody(s.w), { token: s.w.tenant.token });
  expect(res.status).toBe(201);
  return res.body.id as string;
};
const up = (id: string, files: { name: string; data: Uint8Array }[]) =>
  uploadFiles(s.server.url, id, s.w.tenant.token, files);
const get = (path: string, token = s.w.tenant.token) => download(s.server.url, path, token);
const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
const objectsOf = async (reportId: string) => {
  const rows = await s.server.db.query<{ blobKey: string; thumbKey: string | null }>(
    'SELECT blob_key, thumb_key FROM report_files WHERE report_id = $1',
    [reportId],
  );
  return rows.flatMap((r) => [r.blobKey, r.thumbKey]).filter((k): k is string => !!k);
};
const inBucket = async (keys: string[]) => {
  const names = new Set(await s3.list());
  return keys.filter((k) => names.has(`${s3.prefix}${k}`));
};
async function eventually(check: () => Promise<boolean>, ms = 5000) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('files in an S3-compatible bucket', () => {
  it('stores uploads in the bucket, not the database, and serves them to exactly those who read the errand', async () => {
    const id = await newReport();
    const doc = pdf('Kvitto i hinken');
    const res = await up(id, [
      { name: 'läcka.jpg', data: await jpeg({ gps: true }) },
      { name: 'kvitto.pdf', data: doc },
    ]);
    expect(res.status).toBe(201);
    const keys = await objectsOf(id);
    expect(keys).toHaveLength(3);
    expect(await inBucket(keys)).toEqual(expect.arrayContaining(keys));
    const blobs = await s.server.db.query<{ store: string; attached: boolean; chunks: number }>(
      `SELECT store, attached, (SELECT count(*)::int FROM file_chunks c WHERE c.blob_id = b.id) AS chunks
         FROM file_blobs b WHERE id = ANY($1::uuid[])`,
      [keys],
    );
    expect(blobs).toEqual(keys.map(() => ({ store: 's3', attached: true, chunks: 0 })));
    // The raw photo as sent was removed once re-encoded: only the three kept objects remain.
    expect((await s3.list()).filter((k) => !keys.some((key) => k.endsWith(key)))).toEqual([]);

    const [img, file] = res.body.items;
    const got = await get(file.url);
    expect(got.status).toBe(200);
    expect(got.bytes.equals(doc)).toBe(true);
    expect(got.headers.get('content-disposition')).toMatch(/^attachment/);
    expect((await get(img.url)).status).toBe(200);
    expect((await get(img.thumbnailUrl, s.w.manager.token)).status).toBe(200);
    // Another organisation: 404, exactly as with the database.
    for (const path of [img.url, img.thumbnailUrl, file.url])
      expect((await get(path, s.other.manager.token)).status).toBe(404);
  });

  it('streams a large file through the bucket in parts and returns it byte for byte', async () => {
    const id = await newReport();
    const big = Buffer.concat([pdf(), Buffer.alloc(12 * 1024 * 1024, 7)]);
    const res = await up(id, [{ name: 'ritning.pdf', data: big }]);
    expect(res.status).toBe(201);
    expect(res.body.items[0].size).toBe(big.length);
    const got = await get(res.body.items[0].url);
    expect(got.bytes.length).toBe(big.length);
    expect(sha(got.bytes)).toBe(sha(big));
  });

  it('removes a deleted file’s objects at once, and a deleted errand’s right after', async () => {
    const id = await newReport();
    const res = await up(id, [
      { name: 'foto.jpg', data: await jpeg() },
      { name: 'a.pdf', data: pdf() },
    ]);
    const all = await objectsOf(id);
    const photo = res.body.items[0];
    expect((await s.api.del(photo.url, { token: s.w.manager.token })).status).toBe(200);
    const left = await objectsOf(id);
    expect(left).toHaveLength(1);
    expect(await inBucket(all)).toEqual(left);

    expect((await s.api.del(`/api/reports/${id}`, { token: s.w.manager.token })).status).toBe(200);
    await eventually(async () => (await inBucket(left)).length === 0);
    const [rows] = await s.server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM file_blobs WHERE id = ANY($1::uuid[])',
      [all],
    );
    expect(rows!.n).toBe(0);
  });

  it('sweeps bytes no file holds: a cut-off upload after a day, never before', async () => {
    const storage = fileStorageFor(s.server.deps);
    const orphan = await storage.put([Buffer.from('half an upload')]);
    expect(await inBucket([orphan.key])).toEqual([orphan.key]);
    const now = new Date();
    await sweepFiles(s.server.deps, storage, now);
    expect(await inBucket([orphan.key])).toEqual([orphan.key]);
    await sweepFiles(s.server.deps, storage, new Date(now.getTime() + UNATTACHED_GRACE_MS + 60_000));
    expect(await inBucket([orphan.key])).toEqual([]);
    expect(await storage.open(orphan.key)).toBeUndefined();
  });

  it('still reads files kept in the database before the move to a bucket', async () => {
    const id = await newReport();
    const doc = pdf('Från databasen');
    const { key, size } = await createDbStorage(s.server.db).put([doc]);
    const [row] = await s.server.db.query<{ id: string }>(
      `INSERT INTO report_files (report_id, organisation_id, kind, content_type, file_name, size, blob_key)
       SELECT $1, organisation_id, 'pdf', 'application/pdf', 'gammal.pdf', $3, $2 FROM reports WHERE id = $1
       RETURNING id`,
      [id, key, size],
    );
    const got = await get(`/api/reports/${id}/files/${row!.id}`);
    expect(got.status).toBe(200);
    expect(got.bytes.equals(doc)).toBe(true);
    // Deleting it removes the database's bytes as before.
    expect(
      (await s.api.del(`/api/reports/${id}/files/${row!.id}`, { token: s.w.manager.token })).status,
    ).toBe(200);
    expect(await s.server.db.query('SELECT 1 FROM file_blobs WHERE id = $1', [key])).toEqual([]);
  });

  it('refuses to start when the bucket cannot be reached, naming the setting', async () => {
    await expect(
      startTestServer({ db: s.server.db, env: { ...s3.env, S3_BUCKET: 'no-such-bucket' } }),
    ).rejects.toThrow(/S3 bucket "no-such-bucket" is not reachable.*S3_\*/);
    await expect(
      startTestServer({ db: s.server.db, env: { ...s3.env, S3_ACCESS_KEY_ID: 'NOT-A-KEY' } }),
    ).rejects.toThrow(/S3 bucket "errand-files" is not reachable \(403\)/);
  });
});
