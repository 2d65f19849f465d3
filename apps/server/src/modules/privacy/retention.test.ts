import { describe, expect, it } from 'vitest';
import { hashToken } from '../../auth/tokens';
import type { Queryable } from '../../db';
import { apiSuite } from '../../test/api-suite';
import { createUser } from '../../test/factories';
import { jpeg, uploadFiles } from '../../test/files';
import { createNamedTenant, createReportWorld, reportBody } from '../../test/report-world';
import { enqueueRetention, runRetention } from './retention.job';

const NAME = 'Greta Gallringsson';
const PHONE = '070-987 65 43';

/** The job worker's clock: the test moves it to the next night. */
let clock = new Date();

const s = apiSuite(
  async (db) => {
    const w = await createReportWorld(db);
    const person = await createNamedTenant(db, w, { name: NAME, phone: PHONE });
    return { w, person, other: await createReportWorld(db), admin: await createUser(db, { role: 'Admin' }) };
  },
  // The worker is driven by hand: the day's run is the test's to start.
  { jobs: { autoStart: false, now: () => clock } },
);

/** Closes the errand `yearsAgo` years back by the database clock. */
const closedYearsAgo = (q: Queryable, id: string, yearsAgo: number) =>
  q.query(
    `UPDATE reports SET status = 'Closed', closed_at = now() - make_interval(years => $2, days => 1) WHERE id = $1`,
    [id, yearsAgo],
  );

/** An errand of `token`'s with the reporter named in its texts and two photos, one kept. */
async function errandOf(w: typeof s.w, token: string) {
  const body = reportBody(w, { description: `Ring ${NAME} på ${PHONE}.`, access: 'Nyckel hos grannen' });
  const res = await s.api.post('/api/reports', body, { token });
  expect(res.status).toBe(201);
  const id = res.body.id as string;
  const photo = { name: 'fukt.jpg', type: 'image/jpeg', data: await jpeg() };
  const up = await uploadFiles(s.server.url, id, token, [photo, { ...photo, name: 'golv.jpg' }]);
  const [kept] = up.body.items as { id: string }[];
  await s.api.put(`/api/reports/${id}/files/${kept!.id}/kept`, { kept: true }, { token: w.manager.token });
  return { id, keptId: kept!.id };
}

/** A chat without an errand, its last word `daysAgo` days back. */
async function chatFrom(daysAgo: number): Promise<string> {
  const [chat] = await s.server.db.query<{ id: string }>(
    `INSERT INTO chat_sessions (user_id, organisation_id, updated_at)
     VALUES ($1, $2, now() - make_interval(days => $3)) RETURNING id`,
    [s.person.id, s.w.org.id, daysAgo],
  );
  await s.server.db.query(
    `INSERT INTO chat_messages (session_id, role, content, created_at) VALUES ($1, 'user', 'Det droppar', now() - make_interval(days => $2))`,
    [chat!.id, daysAgo],
  );
  return chat!.id;
}

/** An ended sign-in record last used `monthsAgo` months back. */
async function signInFrom(monthsAgo: number): Promise<string> {
  const [row] = await s.server.db.query<{ id: string }>(
    `INSERT INTO auth_sessions (user_id, created_at, expires_at, last_used_at, user_agent)
     VALUES ($1, now() - make_interval(months => $2 + 1), now() - make_interval(months => $2), now() - make_interval(months => $2), 'Firefox')
     RETURNING id`,
    [s.person.id, monthsAgo],
  );
  return row!.id;
}

const exists = async (table: string, id: string) =>
  (await s.server.db.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id])).length === 1;

describe('organisation retention setting', () => {
  it('defaults to six years; managers set it (audited); bad values 400, tenants 403, other organisations 404', async () => {
    const { w, other } = s;
    const current = await s.api.get('/api/organisations/current', { token: w.manager.token });
    expect(current.body.retentionYears).toBe(6);
    const bad = await s.api.put(
      '/api/organisations/current',
      { retentionYears: 0 },
      { token: w.manager.token },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.details).toMatchObject([{ field: 'retentionYears' }]);
    expect(
      (await s.api.put('/api/organisations/current', { retentionYears: 31 }, { token: w.manager.token }))
        .status,
    ).toBe(400);
    expect(
      (await s.api.put('/api/organisations/current', { retentionYears: 8 }, { token: w.tenant.token }))
        .status,
    ).toBe(403);
    const foreign = await s.api.put(
      `/api/organisations/${other.org.id}`,
      { retentionYears: 8 },
      { token: w.manager.token },
    );
    expect(foreign.status).toBe(404);
    const set = await s.api.put(
      '/api/organisations/current',
      { retentionYears: 10 },
      { token: other.manager.token },
    );
    expect(set.status).toBe(200);
    expect(set.body.retentionYears).toBe(10);
    const log = await s.api.get('/api/audit-log?action=organisation.updated', { token: other.manager.token });
    expect(log.body.items[0]).toMatchObject({
      actorId: other.manager.id,
      details: { fields: ['retentionYears'] },
    });
  });
});

describe('the daily retention job', () => {
  it('anonymises closed errands past their organisation’s years, deletes old chats and sign-ins, once a day', async () => {
    const { w, other, person } = s;
    const old = await errandOf(w, person.token);
    const recent = await errandOf(w, person.token);
    // An outside contractor was sent the old errand's work order, and declined it in their words.
    const sent = await s.api.post(
      `/api/reports/${old.id}/work-order-links`,
      { email: 'olle.ute@example.se', name: 'Olle Utesson' },
      { token: w.manager.token },
    );
    expect(sent.status).toBe(201);
    const linkToken = 'retention-work-order-token-0000000000000';
    await s.server.db.query('UPDATE errand_links SET token_hash = $2 WHERE report_id = $1', [
      old.id,
      hashToken(linkToken),
    ]);
    const declined = await s.api.post(`/api/public/work-orders/${linkToken}/decline`, {
      reason: 'Olle Utesson är bortrest, skriv till olle.ute@example.se',
    });
    expect(declined.status).toBe(200);

    await closedYearsAgo(s.server.db, old.id, 6);
    await closedYearsAgo(s.server.db, recent.id, 5);
    // Seven years in an organisation keeping ten.
    const kept = await s.api.post('/api/reports', reportBody(other), { token: other.tenant.token });
    await closedYearsAgo(s.server.db, kept.body.id, 7);
    const staleChat = await chatFrom(91);
    const freshChat = await chatFrom(89);
    const staleSignIn = await signInFrom(13);
    const freshSignIn = await signInFrom(11);

    const run = await runRetention(s.server.deps, new Date());
    expect(run).toMatchObject({ errandsAnonymised: 1, chatsDeleted: 1, signInsDeleted: 1 });
    const links = await s.server.db.query<{
      email: string;
      contractorName: string | null;
      declineReason: string | null;
    }>('SELECT email, contractor_name, decline_reason FROM errand_links WHERE report_id = $1', [old.id]);
    expect(links).toEqual([{ email: 'erased@erased.invalid', contractorName: null, declineReason: null }]);
    const trail = await s.server.db.query<{ note: string | null; actorName: string | null }>(
      'SELECT note, actor_name FROM report_actions WHERE report_id = $1',
      [old.id],
    );
    expect(JSON.stringify(trail)).not.toMatch(/Olle|olle\.ute/);
    // The same day again (a second instance, a retried job) does nothing.
    expect(await runRetention(s.server.deps, new Date())).toBeNull();

    const errand = await s.api.get(`/api/reports/${old.id}`, { token: w.manager.token });
    expect(errand.status).toBe(200);
    expect(errand.body.description).toBe('Ring […] på […].');
    expect(errand.body).toMatchObject({ reporterName: null, access: null });
    const [row] = await s.server.db.query<{ reporterId: string | null }>(
      'SELECT reporter_id FROM reports WHERE id = $1',
      [old.id],
    );
    expect(row?.reporterId).toBeNull();
    const files = await s.server.db.query<{ id: string; uploaderName: string | null }>(
      'SELECT id, uploader_name FROM report_files WHERE report_id = $1',
      [old.id],
    );
    expect(files).toEqual([{ id: old.keptId, uploaderName: null }]);
    // The person's account and the younger errand are untouched; so is the other organisation's.
    const young = await s.api.get(`/api/reports/${recent.id}`, { token: person.token });
    expect(young.body.description).toContain(NAME);
    const [otherRow] = await s.server.db.query<{ anonymisedAt: string | null }>(
      'SELECT anonymised_at FROM reports WHERE id = $1',
      [kept.body.id],
    );
    expect(otherRow?.anonymisedAt).toBeNull();
    expect([await exists('chat_sessions', staleChat), await exists('chat_sessions', freshChat)]).toEqual([
      false,
      true,
    ]);
    expect([await exists('auth_sessions', staleSignIn), await exists('auth_sessions', freshSignIn)]).toEqual([
      false,
      true,
    ]);

    // In the organisation's audit log as the system's, and in the admin's queue overview.
    const log = await s.api.get('/api/audit-log?action=retention.applied', { token: w.manager.token });
    expect(log.body.items).toHaveLength(1);
    expect(log.body.items[0]).toMatchObject({
      actorId: null,
      details: { errandsAnonymised: 1, chatsDeleted: 1 },
    });
    const queue = await s.api.get('/api/admin/queue', { token: s.admin.token });
    expect(queue.body.retention).toMatchObject({
      day: new Date().toISOString().slice(0, 10),
      errandsAnonymised: 1,
      chatsDeleted: 1,
      signInsDeleted: 1,
    });
    expect((await s.api.get('/api/admin/queue', { token: w.manager.token })).status).toBe(403);

    // The next night's job: booked once however many instances offer it, run by the worker,
    // finding nothing more to do (an anonymised errand is not done twice); it books the night after.
    const tomorrow = new Date(Date.now() + 86_400_000);
    await enqueueRetention(s.server.deps, tomorrow);
    await enqueueRetention(s.server.deps, tomorrow);
    const day = tomorrow.toISOString().slice(0, 10);
    const jobs = await s.server.db.query<{ dedupeKey: string }>(
      "SELECT dedupe_key FROM jobs WHERE kind = 'retention' ORDER BY run_at",
    );
    expect(jobs.map((j) => j.dedupeKey)).toEqual([`retention:${day}`]);
    clock = new Date(`${day}T03:00:00Z`);
    await s.server.app.jobs.runDue();
    const runs = await s.server.db.query<{ errandsAnonymised: number }>(
      `SELECT errands_anonymised FROM retention_runs WHERE day = $1`,
      [day],
    );
    expect(runs).toEqual([{ errandsAnonymised: 0 }]);
    const next = await s.server.db.query(
      "SELECT 1 FROM jobs WHERE kind = 'retention' AND done_at IS NULL AND dedupe_key > $1",
      [`retention:${day}`],
    );
    expect(next).toHaveLength(1);
  });
});
