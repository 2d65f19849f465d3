import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { attachmentsSuite } from '../../test/attachments-suite';
import { heicBomb, heicPhoto, jpeg, pdf, png, pngBombHeader } from '../../test/files';

/** Uploading photos and files to an errand, reading them back per role, and what is refused. */
const { s, newReport, up, get, photo } = attachmentsSuite();

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
