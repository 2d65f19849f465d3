import { describe, expect, it } from 'vitest';
import { apiSuite, createUsers, ids } from '../../test/api-suite';
import { crudStatuses, onEveryRoute, onEveryWrite, writeStatuses } from '../../test/crud-statuses';
import { createOrgWorld, insertReport } from '../../test/org-world';

const s = apiSuite(async (db) => ({
  a: await createOrgWorld(db, 'Alfa Fastigheter'),
  b: await createOrgWorld(db, 'Beta Förvaltning'),
  ...(await createUsers(db, {
    admin: { role: 'Admin' },
    plumber: { role: 'Contractor' },
  })),
}));

describe('/api/organisations as anonymous', () => {
  it('answers 401 on every route', async () => {
    const statuses = await crudStatuses(s.api, '/api/organisations', s.a.org.id, { create: { name: 'x' } });
    expect(statuses).toEqual(onEveryRoute(401));
    expect((await s.api.get('/api/organisations/current')).status).toBe(401);
    expect((await s.api.put('/api/organisations/current', {})).status).toBe(401);
  });
});

describe('/api/organisations as Admin', () => {
  it('creates, lists, reads and updates any organisation', async () => {
    const res = await s.api.post(
      '/api/organisations',
      { name: '  Gamma Bostäder ' },
      { token: s.admin.token },
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Gamma Bostäder', reportLanguage: 'sv' });
    const en = await s.api.post(
      '/api/organisations',
      { name: 'Delta Homes', reportLanguage: 'en' },
      { token: s.admin.token },
    );
    expect(en.body.reportLanguage).toBe('en');
    const list = await s.api.get('/api/organisations?pageSize=100', { token: s.admin.token });
    expect(ids(list)).toEqual(expect.arrayContaining([s.a.org.id, s.b.org.id, res.body.id, en.body.id]));
    expect((await s.api.get(`/api/organisations/${s.b.org.id}`, { token: s.admin.token })).body.name).toBe(
      'Beta Förvaltning',
    );
    const put = await s.api.put(
      `/api/organisations/${res.body.id}`,
      { reportLanguage: 'en' },
      { token: s.admin.token },
    );
    expect(put.body).toMatchObject({ name: 'Gamma Bostäder', reportLanguage: 'en' });
  });

  it('has no current organisation', async () => {
    expect((await s.api.get('/api/organisations/current', { token: s.admin.token })).status).toBe(404);
    expect(
      (await s.api.put('/api/organisations/current', { name: 'x' }, { token: s.admin.token })).status,
    ).toBe(404);
  });

  it('deletes an organisation with everything it owns, reports included', async () => {
    const w = await createOrgWorld(s.server.db, 'Borttagen AB');
    await insertReport(s.server.db, {
      organisationId: w.org.id,
      propertyId: w.property.id,
      reporterId: w.tenant.id,
    });
    expect((await s.api.del(`/api/organisations/${w.org.id}`, { token: s.admin.token })).body).toEqual({
      ok: true,
    });
    expect((await s.api.get(`/api/organisations/${w.org.id}`, { token: s.admin.token })).status).toBe(404);
    const [left] = await s.server.db.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM properties WHERE organisation_id = $1)
            + (SELECT count(*) FROM reports WHERE organisation_id = $1)
            + (SELECT count(*) FROM users WHERE organisation_id = $1) AS n`,
      [w.org.id],
    );
    expect(left!.n).toBe(0);
  });
});

describe('/api/organisations as PropertyManager', () => {
  it('lists and reads only its own organisation', async () => {
    const list = await s.api.get('/api/organisations', { token: s.a.manager.token });
    expect(ids(list)).toEqual([s.a.org.id]);
    expect((await s.api.get(`/api/organisations/${s.a.org.id}`, { token: s.a.manager.token })).status).toBe(
      200,
    );
    expect((await s.api.get('/api/organisations/current', { token: s.a.manager.token })).body.id).toBe(
      s.a.org.id,
    );
  });

  it('updates name and report language of its own, through /current and /{id}', async () => {
    const cur = await s.api.put(
      '/api/organisations/current',
      { reportLanguage: 'en' },
      { token: s.a.manager.token },
    );
    expect(cur.status).toBe(200);
    expect(cur.body).toMatchObject({ id: s.a.org.id, reportLanguage: 'en', name: 'Alfa Fastigheter' });
    const byId = await s.api.put(
      `/api/organisations/${s.a.org.id}`,
      { name: 'Alfa Fastigheter AB' },
      {
        token: s.a.manager.token,
      },
    );
    expect(byId.body).toMatchObject({ name: 'Alfa Fastigheter AB', reportLanguage: 'en' });
  });

  it('may not create or delete organisations', async () => {
    expect((await s.api.post('/api/organisations', { name: 'x' }, { token: s.a.manager.token })).status).toBe(
      403,
    );
    expect((await s.api.del(`/api/organisations/${s.a.org.id}`, { token: s.a.manager.token })).status).toBe(
      403,
    );
  });
});

describe('/api/organisations as PropertyTenant', () => {
  it('reads its own organisation (the report language) and writes nothing', async () => {
    const cur = await s.api.get('/api/organisations/current', { token: s.a.tenant.token });
    expect(cur.status).toBe(200);
    expect(cur.body.id).toBe(s.a.org.id);
    expect(ids(await s.api.get('/api/organisations', { token: s.a.tenant.token }))).toEqual([s.a.org.id]);
    expect(
      (await s.api.put('/api/organisations/current', { name: 'x' }, { token: s.a.tenant.token })).status,
    ).toBe(403);
    const writes = await writeStatuses(s.api, '/api/organisations', s.a.org.id, {
      token: s.a.tenant.token,
      create: { name: 'x' },
    });
    expect(writes).toEqual(onEveryWrite(403));
  });
});

describe('/api/organisations as Contractor', () => {
  it('has no organisation: 403 on the collection, 404 on records', async () => {
    expect((await s.api.get('/api/organisations', { token: s.plumber.token })).status).toBe(403);
    expect((await s.api.post('/api/organisations', { name: 'x' }, { token: s.plumber.token })).status).toBe(
      403,
    );
    expect((await s.api.get('/api/organisations/current', { token: s.plumber.token })).status).toBe(404);
    expect((await s.api.get(`/api/organisations/${s.a.org.id}`, { token: s.plumber.token })).status).toBe(
      404,
    );
    expect((await s.api.put(`/api/organisations/${s.a.org.id}`, {}, { token: s.plumber.token })).status).toBe(
      404,
    );
  });
});

describe('/api/organisations validation and lists', () => {
  it('refuses unknown, read-only and bad fields with details', async () => {
    const res = await s.api.post(
      '/api/organisations',
      { name: '', reportLanguage: 'de', id: s.a.org.id, created: 'x' },
      { token: s.admin.token },
    );
    expect(res.status).toBe(400);
    expect(res.body.error.details.map((d: { field: string }) => d.field).sort()).toEqual(
      ['created', 'id', 'name', 'reportLanguage'].sort(),
    );
    const put = await s.api.put(
      '/api/organisations/current',
      { name: 'x'.repeat(201) },
      { token: s.b.manager.token },
    );
    expect(put.status).toBe(400);
    expect(put.body.error.details[0].field).toBe('name');
  });

  it('pages, sorts and searches', async () => {
    for (const name of ['Zeta 1', 'Zeta 2', 'Zeta_3'])
      await s.api.post('/api/organisations', { name }, { token: s.admin.token });
    const t = { token: s.admin.token };
    const res = await s.api.get('/api/organisations?q=zeta&sort=-name&pageSize=2', t);
    expect(res.body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(res.body.items.map((o: { name: string }) => o.name)).toEqual(['Zeta_3', 'Zeta 2']);
    expect((await s.api.get('/api/organisations?q=a_3', t)).body.total).toBe(1);
    expect((await s.api.get('/api/organisations?sort=reportLanguage', t)).status).toBe(400);
  });
});
