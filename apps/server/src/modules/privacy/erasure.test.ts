import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../db';
import { apiSuite, createUsers } from '../../test/api-suite';
import { signIn } from '../../test/auth-helpers';
import { TEST_PASSWORD } from '../../test/factories';
import { jpeg, uploadFiles } from '../../test/files';
import { createNamedTenant, createReportWorld, reportBody } from '../../test/report-world';

const NAME = 'Ebba Raderasson';
const EMAIL = 'ebba.raderasson@example.test';
const PHONE = '070-123 45 67';

const s = apiSuite(async (db) => {
  const w = await createReportWorld(db);
  const person = await createNamedTenant(db, w, { name: NAME, email: EMAIL, phone: PHONE });
  return {
    w,
    person,
    other: await createReportWorld(db),
    ...(await createUsers(db, { admin: { role: 'Admin' } })),
  };
});

/** Every text, jsonb and array column of every table that holds one of `needles`. */
async function columnsHolding(q: Queryable, needles: string[]): Promise<string[]> {
  const cols = await q.query<{ tableName: string; columnName: string }>(
    `SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = 'public' AND data_type IN ('text', 'character varying', 'jsonb', 'json', 'ARRAY')`,
  );
  const found: string[] = [];
  for (const { tableName, columnName } of cols) {
    for (const needle of needles) {
      const rows = await q.query(
        `SELECT 1 FROM "${tableName}" WHERE "${columnName}"::text ILIKE '%' || $1 || '%' LIMIT 1`,
        [needle],
      );
      if (rows.length) found.push(`${tableName}.${columnName} holds ${needle}`);
    }
  }
  return found;
}

/** The person files an errand with two photos and chats; the manager writes about them. */
async function personalTraces() {
  const { w, person } = s;
  const body = reportBody(w, { description: `Ring ${NAME} på ${PHONE} innan ni kommer.` });
  const report = await s.api.post('/api/reports', body, { token: person.token });
  expect(report.status).toBe(201);
  const id = report.body.id as string;
  const photo = { name: 'kran.jpg', type: 'image/jpeg', data: await jpeg() };
  const up = await uploadFiles(s.server.url, id, person.token, [photo, { ...photo, name: 'skada.jpg' }]);
  expect(up.status).toBe(201);
  const [kept] = up.body.items as { id: string }[];
  // The manager keeps the first photo for the errand's history.
  const keep = await s.api.put(
    `/api/reports/${id}/files/${kept!.id}/kept`,
    { kept: true },
    { token: w.manager.token },
  );
  expect(keep.status).toBe(200);
  expect(keep.body).toMatchObject({ id: kept!.id, keptForErrand: true, canKeep: true });
  const note = { note: `Pratade med ${NAME} (${EMAIL}).`, visibility: 'message' };
  expect((await s.api.post(`/api/reports/${id}/actions`, note, { token: w.manager.token })).status).toBe(200);
  const [chat] = await s.server.db.query<{ id: string }>(
    `INSERT INTO chat_sessions (user_id, organisation_id, title) VALUES ($1, $2, $3) RETURNING id`,
    [person.id, w.org.id, `Kranen hos ${NAME}`],
  );
  await s.server.db.query(
    `INSERT INTO chat_messages (session_id, role, content) VALUES ($1, 'user', 'Kranen droppar i köket'),
            ($1, 'assistant', $2)`,
    [chat!.id, `Tack ${NAME}, jag har noterat det.`],
  );
  // A browser of theirs gets push; its endpoint is the browser's, tied to the person.
  await s.server.db.query(
    `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth) VALUES ($1, $2, 'ebbas-p256dh', 'ebbas-auth')`,
    [person.id, 'https://fcm.googleapis.com/fcm/send/raderasson-browser'],
  );
  return { id, keptId: kept!.id };
}

describe('POST /api/users/{id}/erase', () => {
  it('refuses the wrong people: tenants 403, another organisation’s manager 404, oneself 400, bad ids 400', async () => {
    const { w, person } = s;
    expect((await s.api.post(`/api/users/${person.id}/erase`, {}, { token: w.tenant.token })).status).toBe(
      403,
    );
    const foreign = await s.api.post(`/api/users/${person.id}/erase`, {}, { token: s.other.manager.token });
    expect(foreign.status).toBe(404);
    const self = await s.api.post(`/api/users/${w.manager.id}/erase`, {}, { token: w.manager.token });
    expect(self.status).toBe(400);
    expect(self.body.error.details).toMatchObject([{ field: 'id' }]);
    expect((await s.api.post('/api/users/nope/erase', {}, { token: s.admin.token })).status).toBe(400);
  });

  it('keeps the errands but leaves nothing of the person in any column; they cannot sign in', async () => {
    const { w, person } = s;
    const { id, keptId } = await personalTraces();
    expect(await columnsHolding(s.server.db, ['Raderasson', EMAIL])).toEqual(
      expect.arrayContaining(['push_subscriptions.endpoint holds Raderasson']),
    );

    const res = await s.api.post(`/api/users/${person.id}/erase`, {}, { token: w.manager.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: person.id, name: null, disabled: true, erased: true });

    expect(await columnsHolding(s.server.db, ['Raderasson', 'ebba.raderasson', PHONE])).toEqual([]);
    const push = await s.server.db.query('SELECT 1 FROM push_subscriptions WHERE user_id = $1', [person.id]);
    expect(push).toEqual([]);
    // Sign-ins stop at once: the token in hand and the password.
    expect((await s.api.get('/api/auth/get-current-user', { token: person.token })).status).toBe(401);
    expect((await signIn(s.server.url, EMAIL, TEST_PASSWORD)).res.status).toBe(401);
    // The errand stays for the property's history, its words without the person.
    const errand = await s.api.get(`/api/reports/${id}`, { token: w.manager.token });
    expect(errand.status).toBe(200);
    expect(errand.body.description).toBe('Ring […] på […] innan ni kommer.');
    // The photo the manager kept stays; the other is gone.
    const files = await s.server.db.query<{ id: string }>(
      'SELECT id FROM report_files WHERE report_id = $1',
      [id],
    );
    expect(files.map((f) => f.id)).toEqual([keptId]);
    // Other people keep theirs.
    const [neighbour] = await s.server.db.query<{ name: string }>('SELECT name FROM users WHERE id = $1', [
      w.otherTenant.id,
    ]);
    expect(neighbour?.name).toBe('Olle Granne');

    const log = await s.api.get(`/api/audit-log?action=user.erased`, { token: w.manager.token });
    expect(log.body.items).toHaveLength(1);
    expect(log.body.items[0]).toMatchObject({
      actorId: w.manager.id,
      targetId: person.id,
      targetName: `erased-${person.id}@erased.invalid`,
      details: { filesDeleted: 1, filesKept: 1 },
    });
  });

  it('answers 409 for a person already erased', async () => {
    const res = await s.api.post(`/api/users/${s.person.id}/erase`, {}, { token: s.admin.token });
    expect(res.status).toBe(409);
  });
});
