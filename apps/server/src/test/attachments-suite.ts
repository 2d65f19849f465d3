import { expect } from 'vitest';
import { apiSuite, tradeUsers } from './api-suite';
import type { TestUser } from './factories';
import { download, jpeg, type UploadFile, uploadFiles } from './files';
import { createReportWorld, reportBody } from './report-world';

/**
 * The records and calls the tests of photos and files on errands share
 * (docs/decisions/0026-photos-and-files.md): an errand's world, another organisation, and
 * contractors of the errand's trade and another. Call once at the top of a test file.
 */
export function attachmentsSuite() {
  const s = apiSuite(
    async (db) => ({
      w: await createReportWorld(db, { address: 'Kungsgatan 12' }),
      other: await createReportWorld(db),
      ...(await tradeUsers(db)),
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

  return { s, newReport, accepted, up, get, photo };
}
