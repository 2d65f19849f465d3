import { describe, expect, it } from 'vitest';
import { apiSuite } from '../../test/api-suite';
import { jpeg, uploadFiles } from '../../test/files';
import { createReportWorld, reportBody } from '../../test/report-world';

const s = apiSuite(async (db) => ({ w: await createReportWorld(db), other: await createReportWorld(db) }));

/** The tenant's errand with one photo of theirs. */
async function tenantPhoto() {
  const { w } = s;
  const report = await s.api.post('/api/reports', reportBody(w), { token: w.tenant.token });
  const photo = { name: 'fukt.jpg', type: 'image/jpeg', data: await jpeg() };
  const up = await uploadFiles(s.server.url, report.body.id, w.tenant.token, [photo]);
  expect(up.status).toBe(201);
  return { reportId: report.body.id as string, fileId: (up.body.items as { id: string }[])[0]!.id };
}

describe('PUT /api/reports/{id}/files/{fileId}/kept', () => {
  it('lets the organisation’s manager keep a photo for the errand and let it go again', async () => {
    const { reportId, fileId } = await tenantPhoto();
    const path = `/api/reports/${reportId}/files/${fileId}/kept`;
    const before = await s.api.get(`/api/reports/${reportId}/files`, { token: s.w.manager.token });
    expect(before.body.items[0]).toMatchObject({ keptForErrand: false, canKeep: true });
    const kept = await s.api.put(path, { kept: true }, { token: s.w.manager.token });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ id: fileId, keptForErrand: true });
    // The reporter sees the mark but may not set it.
    const mine = await s.api.get(`/api/reports/${reportId}/files`, { token: s.w.tenant.token });
    expect(mine.body.items[0]).toMatchObject({ keptForErrand: true, canKeep: false });
    const released = await s.api.put(path, { kept: false }, { token: s.w.manager.token });
    expect(released.body.keptForErrand).toBe(false);
  });

  it('refuses the reporter (403), another organisation’s manager (404) and a bad body (400)', async () => {
    const { reportId, fileId } = await tenantPhoto();
    const path = `/api/reports/${reportId}/files/${fileId}/kept`;
    expect((await s.api.put(path, { kept: true }, { token: s.w.tenant.token })).status).toBe(403);
    expect((await s.api.put(path, { kept: true }, { token: s.other.manager.token })).status).toBe(404);
    const bad = await s.api.put(path, { kept: 'yes' }, { token: s.w.manager.token });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details).toMatchObject([{ field: 'kept' }]);
    const elsewhere = `/api/reports/${reportId}/files/00000000-0000-4000-8000-000000000000/kept`;
    expect((await s.api.put(elsewhere, { kept: true }, { token: s.w.manager.token })).status).toBe(404);
    const [row] = await s.server.db.query<{ keptForErrand: boolean }>(
      'SELECT kept_for_errand FROM report_files WHERE id = $1',
      [fileId],
    );
    expect(row?.keptForErrand).toBe(false);
  });
});
