import { describe, expect, it } from 'vitest';
import { attachmentsSuite } from '../../test/attachments-suite';
import type { TestUser } from '../../test/factories';
import { download, pdf, png } from '../../test/files';

/** An errand's photos as the errand list shows them: a count and a cover. */
const { s, newReport, up, get, photo } = attachmentsSuite();

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
