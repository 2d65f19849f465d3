import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../events/bus';
import { apiSuite, createUsers } from '../../test/api-suite';
import type { TestUser } from '../../test/factories';
import {
  download,
  heicBomb,
  heicPhoto,
  jpeg,
  pdf,
  png,
  pngBombHeader,
  type UploadFile,
  uploadFiles,
} from '../../test/files';
import { createReportWorld, reportBody } from '../../test/report-world';
import { fileStorageFor } from './file-storage';
import { sweepFiles, UNATTACHED_GRACE_MS } from './file-sweep';

/** Photos and files on errands (docs/decisions/0026-photos-and-files.md), per role. */
const s = apiSuite(
  async (db) => ({
    w: await createReportWorld(db, { address: 'Kungsgatan 12' }),
    other: await createReportWorld(db),
    ...(await createUsers(db, {
      admin: { role: 'Admin' },
      plumber: { role: 'Contractor', trade: 'plumber', name: 'Rör-Pelle' },
      plumber2: { role: 'Contractor', trade: 'plumber', name: 'Rör-Anna' },
      electrician: { role: 'Contractor', trade: 'electrician' },
    })),
  }),
  // A small per-file limit keeps the "too large" case light; the default is 15 MB.
  { env: { UPLOAD_MAX_FILE_MB: '2' } },
);

const newReport = async () => {
  const res = await s.api.post('/api/reports', reportBody(s.w), { token: s.w.tenant.token });
  expect(res.status).toBe(201);
  return res.body.id as string;
};
const accepted = async () => {
  const id = await newReport();
  expect((await s.api.post(`/api/reports/${id}/accept`, {}, { token: s.plumber.token })).status).toBe(200);
  return id;
};
const up = (
  id: string,
  user: TestUser,
  files: UploadFile[],
  fields?: Record<string, string>,
  locale = 'sv',
) => uploadFiles(s.server.url, id, user.token, files, fields, { 'accept-language': locale });
const get = (path: string, user: TestUser) => download(s.server.url, path, user.token);
const photo = async (name = 'läcka.jpg') => ({ name, data: await jpeg(), type: 'image/jpeg' });

describe('uploading and reading files', () => {
  it('lets the reporter add photos that exactly those who read the errand may read', async () => {
    const id = await newReport();
    const res = await up(id, s.w.tenant, [await photo(), { name: 'kvitto.pdf', data: pdf() }]);
    expect(res.status).toBe(201);
    expect(res.body.items).toHaveLength(2);
    const [img, doc] = res.body.items;
    expect(img).toMatchObject({
      kind: 'image',
      contentType: 'image/jpeg',
      fileName: 'läcka.jpg',
      canDelete: true,
    });
    expect(doc).toMatchObject({ kind: 'pdf', contentType: 'application/pdf', thumbnailUrl: null });
    // The Open errand is in the plumbers' marketplace: they see it, and so its files.
    for (const user of [s.w.tenant, s.w.manager, s.admin, s.plumber, s.plumber2]) {
      const list = await s.api.get(`/api/reports/${id}/files`, { token: user.token });
      expect(list.status, user.email).toBe(200);
      expect(list.body.items.map((f: { id: string }) => f.id)).toEqual([img.id, doc.id]);
      expect((await get(img.url, user)).status, user.email).toBe(200);
      expect((await get(img.thumbnailUrl, user)).status, user.email).toBe(200);
      expect((await get(doc.url, user)).status, user.email).toBe(200);
    }
    // The marketplace view does not name the tenant who uploaded.
    const market = await s.api.get(`/api/reports/${id}/files`, { token: s.plumber2.token });
    expect(market.body.items[0]).toMatchObject({ uploaderName: null, uploaderId: null, canDelete: false });
    // Everyone else: as if neither errand nor file existed, on every route.
    for (const user of [s.w.otherTenant, s.electrician, s.other.manager, s.other.tenant]) {
      expect((await s.api.get(`/api/reports/${id}/files`, { token: user.token })).status, user.email).toBe(
        404,
      );
      for (const path of [img.url, img.thumbnailUrl, doc.url])
        expect((await get(path, user)).status, `${user.email} ${path}`).toBe(404);
      expect((await s.api.del(img.url, { token: user.token })).status, user.email).toBe(404);
      expect((await up(id, user, [await photo()])).status, user.email).toBe(404);
    }
    // A file id under another errand's path is not found either.
    const otherId = await newReport();
    expect((await get(`/api/reports/${otherId}/files/${img.id}`, s.w.manager)).status).toBe(404);
  });

  it('serves each file with its own type, nosniff, private caching, and PDFs only as downloads', async () => {
    const id = await newReport();
    const original = pdf('as sent');
    const { body } = await up(id, s.w.tenant, [
      await photo(),
      { name: 'Offert år.pdf', data: original, type: 'text/html' },
    ]);
    const img = await get(body.items[0].url, s.w.manager);
    expect(img.headers.get('content-type')).toBe('image/jpeg');
    expect(img.headers.get('x-content-type-options')).toBe('nosniff');
    expect(img.headers.get('cache-control')).toMatch(/^private/);
    expect(img.headers.get('content-disposition')).toMatch(/^inline/);
    const thumb = await get(body.items[0].thumbnailUrl, s.w.manager);
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    expect(thumb.headers.get('x-content-type-options')).toBe('nosniff');
    const doc = await get(body.items[1].url, s.w.manager);
    expect(doc.headers.get('content-type')).toBe('application/pdf');
    expect(doc.headers.get('content-disposition')).toBe(
      `attachment; filename="Offert _r.pdf"; filename*=UTF-8''Offert%20%C3%A5r.pdf`,
    );
    expect(doc.headers.get('x-content-type-options')).toBe('nosniff');
    expect(doc.headers.get('cache-control')).toMatch(/^private/);
    expect(doc.bytes.equals(original)).toBe(true);
  });

  it('re-encodes images: GPS and other EXIF gone, orientation applied, longest side at most 2560', async () => {
    const id = await newReport();
    const withGps = await jpeg({ gps: true });
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    const turned = await jpeg({ width: 80, height: 40, orientation: 6 });
    const wide = await jpeg({ width: 3000, height: 1000 });
    const res = await up(id, s.w.tenant, [
      { name: 'gps.jpg', data: withGps },
      { name: 'turned.jpg', data: turned },
      { name: 'wide.jpg', data: wide },
      { name: 'alpha.png', data: await png() },
    ]);
    expect(res.status).toBe(201);
    const [gps, rotated, big, alpha] = await Promise.all(
      res.body.items.map(async (f: { url: string }) => (await get(f.url, s.w.tenant)).bytes),
    );
    const meta = await sharp(gps).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(gps.includes(Buffer.from('TestCam'))).toBe(false);
    expect(gps.includes(Buffer.from('GPS'))).toBe(false);
    expect(await sharp(rotated).metadata()).toMatchObject({ width: 40, height: 80 });
    expect((await sharp(rotated).metadata()).orientation).toBeUndefined();
    expect(await sharp(big).metadata()).toMatchObject({ width: 2560, height: 853 });
    expect(res.body.items[2]).toMatchObject({ width: 2560, height: 853 });
    expect(await sharp(alpha).metadata()).toMatchObject({ format: 'png', hasAlpha: true });
  });

  it('neutralises a polyglot: only the decoded pixels come back, not what rode along', async () => {
    const id = await newReport();
    const payload = Buffer.from('<html><script>alert(1)</script></html>');
    const res = await up(id, s.w.tenant, [{ name: 'x.jpg', data: Buffer.concat([await jpeg(), payload]) }]);
    expect(res.status).toBe(201);
    const back = await get(res.body.items[0].url, s.w.tenant);
    expect(back.bytes.includes(Buffer.from('<script>'))).toBe(false);
  });
});

describe('refused uploads', () => {
  it('refuses what is not an accepted type by its content, whatever its name, in the user’s language', async () => {
    const id = await newReport();
    const html = {
      name: 'photo.jpg',
      data: Buffer.from('<!doctype html><script>alert(1)</script>'),
      type: 'image/jpeg',
    };
    const sv = await up(id, s.w.tenant, [html]);
    expect(sv.status).toBe(415);
    expect(sv.body.error).toMatchObject({ code: 'unsupported_media_type' });
    expect(sv.body.error.message).toMatch(/Filtypen stöds inte/);
    const en = await up(id, s.w.tenant, [html], {}, 'en');
    expect(en.body.error.message).toMatch(/file type is not supported/);
    // One bad file refuses the whole upload: nothing is kept.
    expect((await up(id, s.w.tenant, [await photo(), html])).status).toBe(415);
    expect((await s.api.get(`/api/reports/${id}/files`, { token: s.w.tenant.token })).body.items).toEqual([]);
  });

  it('refuses a truncated JPEG and a decompression bomb without decoding it', async () => {
    const id = await newReport();
    const whole = await jpeg({ width: 400, height: 300 });
    const truncated = await up(id, s.w.tenant, [
      { name: 'cut.jpg', data: whole.subarray(0, whole.length / 2) },
    ]);
    expect(truncated.status).toBe(415);
    expect(truncated.body.error.message).toMatch(/skadad eller ofullständig/);
    const before = process.memoryUsage().rss;
    const bomb = await up(id, s.w.tenant, [{ name: 'bomb.png', data: pngBombHeader(50_000, 50_000) }]);
    expect(bomb.status).toBe(413);
    expect(bomb.body.error.message).toMatch(/för många bildpunkter/);
    // 2.5 billion pixels would be 7.5 GB decoded; refusing costs next to nothing.
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
  });

  it('converts a phone’s HEIC photo to JPEG without its location, and refuses broken or huge ones', async () => {
    const id = await newReport();
    const heic = heicPhoto();
    expect(heic.includes('TestCam')).toBe(true);
    const res = await up(id, s.w.tenant, [{ name: 'IMG_0001.HEIC', data: heic, type: 'image/heic' }]);
    expect(res.status).toBe(201);
    expect(res.body.items[0]).toMatchObject({
      kind: 'image',
      contentType: 'image/jpeg',
      fileName: 'IMG_0001.jpg',
      width: 96,
      height: 64,
    });
    const file = await get(res.body.items[0].url, s.w.tenant);
    const meta = await sharp(file.bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 96, height: 64 });
    expect(meta.exif).toBeUndefined();
    expect(file.bytes.includes('TestCam')).toBe(false);
    // The colour survives the conversion (the source is a flat #c03030).
    const { dominant } = await sharp(file.bytes).stats();
    expect(dominant.r).toBeGreaterThan(150);
    expect(dominant.g).toBeLessThan(100);
    expect((await get(res.body.items[0].thumbnailUrl, s.w.tenant)).status).toBe(200);

    const truncated = await up(id, s.w.tenant, [
      { name: 'cut.heic', data: heic.subarray(0, heic.length - 200) },
    ]);
    expect(truncated.status).toBe(415);
    expect(truncated.body.error.message).toMatch(/skadad eller ofullständig/);
    const bomb = await up(id, s.w.tenant, [{ name: 'bomb.heic', data: heicBomb() }], {}, 'en');
    expect(bomb.status).toBe(413);
    expect(bomb.body.error.message).toMatch(/too many pixels/);
  });

  it('tells any signed-in user the configured limits, and nobody else', async () => {
    const res = await s.api.get('/api/files/limits', { token: s.plumber.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ maxFiles: 10, maxFileMb: 2, maxErrandFiles: 100, maxErrandMb: 500 });
    expect((await s.api.get('/api/files/limits')).status).toBe(401);
  });

  it('refuses more files than allowed, files over the size limit, and uploads without files', async () => {
    const id = await newReport();
    const eleven = await Promise.all(Array.from({ length: 11 }, (_, i) => photo(`${i}.jpg`)));
    const many = await up(id, s.w.tenant, eleven);
    expect(many.status).toBe(413);
    expect(many.body.error.message).toMatch(/För många filer/);
    const big = Buffer.concat([pdf(), Buffer.alloc(2 * 1024 * 1024 + 1)]);
    const tooBig = await up(id, s.w.tenant, [{ name: 'big.pdf', data: big }]);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.error.code).toBe('payload_too_large');
    expect((await up(id, s.w.tenant, [], { note: 'bara text' })).status).toBe(400);
    // A JSON body is no upload.
    expect((await s.api.post(`/api/reports/${id}/files`, {}, { token: s.w.tenant.token })).status).toBe(415);
    // Nothing was left behind by the refused uploads.
    const [left] = await s.server.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM file_blobs b WHERE NOT EXISTS (SELECT 1 FROM report_files f WHERE f.blob_key = b.id::text OR f.thumb_key = b.id::text)',
    );
    expect(left!.count).toBe(0);
  });
});

describe('who adds and removes files', () => {
  it('lets those who write to the errand add files; completion photos are the contractor’s', async () => {
    const id = await accepted();
    // The other plumber no longer sees it; the tenant may not add completion photos.
    expect((await up(id, s.plumber2, [await photo()])).status).toBe(404);
    expect((await up(id, s.w.tenant, [await photo()], { purpose: 'completion' })).status).toBe(403);
    const done = await up(id, s.plumber, [await photo('klart.jpg')], {
      purpose: 'completion',
      note: 'Packningen bytt',
    });
    expect(done.status).toBe(201);
    expect(done.body.items[0]).toMatchObject({ purpose: 'completion', uploaderName: 'Rör-Pelle' });
    const staff = await up(id, s.w.manager, [await photo()], { purpose: 'note' });
    expect(staff.status).toBe(201);
    const detail = await s.api.get(`/api/reports/${id}`, { token: s.w.tenant.token });
    const added = detail.body.actions.filter((a: { kind: string }) => a.kind === 'files_added');
    expect(
      added.map((a: { actorName: string; files: unknown; note: string | null }) => [
        a.actorName,
        a.files,
        a.note,
      ]),
    ).toEqual([
      ['Rör-Pelle', { count: 1, kind: 'image' }, 'Packningen bytt'],
      ['Maria Förvaltare', { count: 1, kind: 'image' }, null],
    ]);
    // A marketplace viewer may read but not write.
    const open = await newReport();
    expect((await up(open, s.plumber2, [await photo()])).status).toBe(403);
  });

  it('lets the uploader or a manager delete a file, and records it on the timeline', async () => {
    const id = await accepted();
    const mine = (await up(id, s.w.tenant, [await photo()])).body.items[0];
    const theirs = (await up(id, s.plumber, [await photo(), await photo()])).body.items[0];
    expect((await s.api.del(theirs.url, { token: s.w.tenant.token })).status).toBe(403);
    expect((await s.api.del(mine.url, { token: s.w.tenant.token })).status).toBe(200);
    expect((await s.api.del(theirs.url, { token: s.w.manager.token })).status).toBe(200);
    expect((await get(theirs.url, s.w.manager)).status).toBe(404);
    expect((await s.api.del(theirs.url, { token: s.w.manager.token })).status).toBe(404);
    const detail = await s.api.get(`/api/reports/${id}`, { token: s.w.tenant.token });
    const kinds = detail.body.actions
      .filter((a: { kind: string }) => a.kind.startsWith('files_'))
      .map(
        (a: { kind: string; actorName: string; files: { count: number } }) =>
          `${a.actorName} ${a.kind} ${a.files.count}`,
      );
    expect(kinds).toEqual([
      'Tina Hyresgäst files_added 1',
      'Rör-Pelle files_added 2',
      'Tina Hyresgäst files_removed 1',
      'Maria Förvaltare files_removed 1',
    ]);
    const list = await s.api.get(`/api/reports/${id}/files`, { token: s.w.tenant.token });
    expect(list.body.items).toHaveLength(1);
  });

  it('deletes an errand’s files, thumbnails and stored bytes with the errand', async () => {
    const id = await newReport();
    const { body } = await up(id, s.w.tenant, [await photo(), { name: 'a.pdf', data: pdf() }]);
    const keys = await s.server.db.query<{ blobKey: string; thumbKey: string | null }>(
      'SELECT blob_key, thumb_key FROM report_files WHERE report_id = $1',
      [id],
    );
    const blobIds = keys.flatMap((k) => [k.blobKey, k.thumbKey]).filter((k): k is string => !!k);
    expect(blobIds).toHaveLength(3);
    const chunks = () =>
      s.server.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM file_chunks WHERE blob_id = ANY($1::uuid[])',
        [blobIds],
      );
    expect((await chunks())[0]!.n).toBeGreaterThanOrEqual(3);
    expect((await s.api.del(`/api/reports/${id}`, { token: s.w.manager.token })).status).toBe(200);
    expect((await chunks())[0]!.n).toBe(0);
    expect((await get(body.items[0].url, s.w.manager)).status).toBe(404);
  });

  it('sweeps stored bytes no file holds a day after an upload was cut off, and nothing else', async () => {
    const storage = fileStorageFor(s.server.deps);
    const orphan = await storage.put([pdf('avbruten')]);
    const id = await newReport();
    const kept = (await up(id, s.w.tenant, [{ name: 'a.pdf', data: pdf() }])).body.items[0];
    const exists = async (key: string) =>
      (await s.server.db.query('SELECT 1 FROM file_blobs WHERE id = $1', [key])).length === 1;
    await sweepFiles(s.server.deps, storage, new Date());
    expect(await exists(orphan.key)).toBe(true);
    await sweepFiles(s.server.deps, storage, new Date(Date.now() + UNATTACHED_GRACE_MS + 60_000));
    expect(await exists(orphan.key)).toBe(false);
    expect((await get(kept.url, s.w.tenant)).status).toBe(200);
  });

  it('tells the hub when files are added', async () => {
    const id = await newReport();
    const events: DomainEvent[] = [];
    const unsubscribe = s.server.deps.bus.subscribe((e) => {
      if (e.type !== 'NotificationAdded') events.push(e);
    });
    try {
      await up(id, s.w.tenant, [await photo(), await photo()]);
      expect(events.map((e) => e.type)).toEqual(['ReportUpdated', 'EventAdded', 'FilesAdded']);
      expect(events[2]!.payload).toMatchObject({ reportId: id, count: 2 });
    } finally {
      unsubscribe();
    }
  });
});

describe('photos in the errand list', () => {
  type Row = { id: string; photoCount: number; coverFileId: string | null };
  const listed = async (user: TestUser, ids: string[]) => {
    // A contractor lists the marketplace, where the Open errands of their trade are.
    const scope = user === s.plumber ? '&scope=market' : '';
    const res = await s.api.get(`/api/reports?pageSize=100&sort=-created${scope}`, { token: user.token });
    expect(res.status).toBe(200);
    return new Map<string, Row>(
      (res.body.items as Row[]).filter((r) => ids.includes(r.id)).map((r) => [r.id, r]),
    );
  };

  it('carries the photo count and the first photo only for errands with photos', async () => {
    const [none, onlyPdf, one, three] = [
      await newReport(),
      await newReport(),
      await newReport(),
      await newReport(),
    ];
    expect((await up(onlyPdf, s.w.tenant, [{ name: 'kvitto.pdf', data: pdf() }])).status).toBe(201);
    const first = await up(one, s.w.tenant, [await photo('a.jpg'), { name: 'kvitto.pdf', data: pdf() }]);
    expect(first.status).toBe(201);
    const many = await up(three, s.w.tenant, [
      { name: 'b.png', data: await png(), type: 'image/png' },
      await photo('c.jpg'),
    ]);
    expect(many.status).toBe(201);
    expect((await up(three, s.w.manager, [await photo('d.jpg')])).status).toBe(201);
    const ids = [none, onlyPdf, one, three];
    // Whoever lists the errands sees the same photos: the reporter, staff, the marketplace.
    for (const user of [s.w.tenant, s.w.manager, s.plumber]) {
      const rows = await listed(user, ids);
      expect(rows.size, user.email).toBe(4);
      expect(rows.get(none), user.email).toMatchObject({ photoCount: 0, coverFileId: null });
      expect(rows.get(onlyPdf), user.email).toMatchObject({ photoCount: 0, coverFileId: null });
      expect(rows.get(one), user.email).toMatchObject({ photoCount: 1, coverFileId: first.body.items[0].id });
      expect(rows.get(three), user.email).toMatchObject({
        photoCount: 3,
        coverFileId: many.body.items[0].id,
      });
    }
    // The cover is the list's thumbnail, read with the errand's access.
    const cover = await get(`/api/reports/${three}/files/${many.body.items[0].id}/thumbnail`, s.plumber);
    expect(cover.status).toBe(200);
    // The first photo removed: the next one becomes the cover.
    expect((await s.api.del(many.body.items[0].url, { token: s.w.manager.token })).status).toBe(200);
    expect((await listed(s.w.tenant, [three])).get(three)).toMatchObject({
      photoCount: 2,
      coverFileId: many.body.items[1].id,
    });
  });

  it('keeps the errand itself and the CSV export as they were', async () => {
    const id = await newReport();
    expect((await up(id, s.w.tenant, [await photo()])).status).toBe(201);
    const one = await s.api.get(`/api/reports/${id}`, { token: s.w.tenant.token });
    expect(one.status).toBe(200);
    expect(one.body).not.toHaveProperty('photoCount');
    const csv = await download(s.server.url, '/api/reports/export?scope=all', s.w.manager.token);
    expect(csv.status).toBe(200);
  });
});
