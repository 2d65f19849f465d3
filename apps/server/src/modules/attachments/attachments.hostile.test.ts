import { describe, expect, it } from 'vitest';
import { apiSuite, createUsers } from '../../test/api-suite';
import { expectFieldProblem } from '../../test/expect-problems';
import { pdf, uploadFiles } from '../../test/files';
import type { AnyBody } from '../../test/http-client';
import { createReportWorld, reportBody } from '../../test/report-world';

/**
 * Uploads shaped to break the server (findings of the security test): a NUL in a text
 * field, a multipart body that is not one, and file names that reorder what a reader sees.
 */
const s = apiSuite(
  async (db) => ({
    w: await createReportWorld(db),
    ...(await createUsers(db, { admin: { role: 'Admin' } })),
  }),
  // A small quota per errand keeps the quota cases light; the defaults are 100 files and 500 MB.
  { env: { UPLOAD_MAX_ERRAND_FILES: '3', UPLOAD_MAX_ERRAND_MB: '1' } },
);

const newReport = async () => {
  const res = await s.api.post('/api/reports', reportBody(s.w), { token: s.w.tenant.token });
  expect(res.status).toBe(201);
  return res.body.id as string;
};

/** Posts a body as it is, with the given content type, to an errand's files. */
async function postRaw(id: string, contentType: string, body: string, locale = 'sv') {
  const res = await fetch(`${s.server.url}/api/reports/${id}/files`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${s.w.tenant.token}`,
      'content-type': contentType,
      'accept-language': locale,
    },
    body,
  });
  return { status: res.status, body: (await res.json().catch(() => undefined)) as AnyBody };
}

describe('hostile multipart uploads', () => {
  it('refuses a NUL character in a text field with 400 naming the field', async () => {
    const id = await newReport();
    const res = await uploadFiles(s.server.url, id, s.w.tenant.token, [{ name: 'a.pdf', data: pdf() }], {
      note: 'Kranen\u0000droppar',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(res.body.error.details).toEqual([
      expect.objectContaining({ field: 'note', problem: 'nul_character' }),
    ]);
    // Nothing was stored.
    const list = await s.api.get(`/api/reports/${id}/files`, { token: s.w.tenant.token });
    expect(list.body.items).toEqual([]);
  });

  it('refuses a malformed multipart body with 400 in the caller’s language, never 500', async () => {
    const id = await newReport();
    const part = '--xyz\r\nContent-Disposition: form-data; name="note"\r\n\r\nhej';
    // A part without headers is no file: the answer says so.
    for (const body of ['--xyz\r\ngarbage\r\n\r\n--xyz--']) {
      const res = await postRaw(id, 'multipart/form-data; boundary=xyz', body);
      expectFieldProblem(res, 'files', 'required');
    }
    // No usable boundary, or no body: refused before a part is read.
    for (const [type, body] of [
      ['multipart/form-data; boundary=xyz', ''],
      ['multipart/form-data; boundary="xyz"', ''],
      ['multipart/form-data; boundary=', `${part}\r\n--xyz--\r\n`],
      ['multipart/form-data', `${part}\r\n--xyz--\r\n`],
      ['multipart/form-data', ''],
      ['multipart/form-data; boundary=', ''],
    ]) {
      const res = await postRaw(id, type!, body!);
      expect(res.status, `${type} ${JSON.stringify(body)}`).toBe(400);
      expect(res.body.error).toMatchObject({
        code: 'validation_failed',
        details: [{ field: '', problem: 'malformed_multipart' }],
      });
    }
    // A body that ends before its closing boundary, or is no multipart at all: the parser's
    // complaint may come before or after the parts it did read ended (then: no files).
    for (const body of [
      part,
      `${part}\r\n--xyz\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\n\r\n%PDF-1.4`,
      'garbage \u00ff\u00fe garbage',
    ]) {
      const res = await postRaw(id, 'multipart/form-data; boundary=xyz', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe('validation_failed');
      expect(['malformed_multipart', 'required']).toContain(res.body.error.details[0].problem);
    }
    const sv = await postRaw(id, 'multipart/form-data; boundary=', part, 'sv');
    const en = await postRaw(id, 'multipart/form-data; boundary=', part, 'en');
    expect(sv.body.error.message).toMatch(/Uppladdningen kunde inte läsas/);
    expect(en.body.error.message).toMatch(/The upload could not be read/);
    // The server still takes a well-formed upload afterwards.
    const ok = await uploadFiles(s.server.url, id, s.w.tenant.token, [{ name: 'a.pdf', data: pdf() }]);
    expect(ok.status).toBe(201);
  });
});

describe('file names', () => {
  it('keeps no bidirectional control characters, so a name cannot disguise its type', async () => {
    const id = await newReport();
    const res = await uploadFiles(s.server.url, id, s.w.tenant.token, [
      { name: 'faktura\u202Efdp.exe', data: pdf() },
      { name: '\u200Fkvitto\u2066\u202A\u202B\u202C\u202D\u2067\u2068\u2069\u200E.pdf', data: pdf() },
    ]);
    expect(res.status).toBe(201);
    expect(res.body.items.map((f: { fileName: string }) => f.fileName)).toEqual([
      'fakturafdp.pdf',
      'kvitto.pdf',
    ]);
    const list = await s.api.get(`/api/reports/${id}/files`, { token: s.w.tenant.token });
    for (const f of list.body.items)
      expect(f.fileName).not.toMatch(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/);
  });
});

describe('the quota of an errand', () => {
  const upload = (id: string, count: number, locale = 'sv', size = 100) =>
    uploadFiles(
      s.server.url,
      id,
      s.w.tenant.token,
      Array.from({ length: count }, (_, i) => ({ name: `f${i}.pdf`, data: pdf('x'.repeat(size)) })),
      {},
      { 'accept-language': locale },
    );
  const stored = async (id: string) =>
    (await s.api.get(`/api/reports/${id}/files`, { token: s.w.tenant.token })).body.items.length;

  it('refuses files past the number an errand may hold with 409, in sv and en, and stores none of them', async () => {
    const id = await newReport();
    expect((await upload(id, 2)).status).toBe(201);
    const over = await upload(id, 2);
    expect(over.status).toBe(409);
    expect(over.body.error.code).toBe('conflict');
    expect(over.body.error.message).toMatch(/Ärendet har redan så många filer/);
    expect(over.body.error.details).toEqual([
      expect.objectContaining({ field: 'files', problem: 'errand_quota' }),
    ]);
    expect((await upload(id, 2, 'en')).body.error.message).toMatch(/already holds as many files/);
    expect(await stored(id)).toBe(2);
    expect((await upload(id, 1)).status).toBe(201);
    expect((await upload(id, 1)).status).toBe(409);
    expect(await stored(id)).toBe(3);
  });

  it('refuses files past the megabytes an errand may hold', async () => {
    const id = await newReport();
    expect((await upload(id, 1, 'sv', 600_000)).status).toBe(201);
    const over = await upload(id, 1, 'sv', 600_000);
    expect(over.status).toBe(409);
    expect(over.body.error.details[0].problem).toBe('errand_quota');
    expect(await stored(id)).toBe(1);
    // A small one still fits.
    expect((await upload(id, 1)).status).toBe(201);
  });
});
