import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../test/factories';
import { client } from '../../test/http-client';
import { createOrgWorld, insertReport, type OrgWorld } from '../../test/org-world';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
let api: ReturnType<typeof client>;
let a: OrgWorld;
let b: OrgWorld;
let admin: TestUser;
let plumber: TestUser;

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url);
  a = await createOrgWorld(server.db, 'Alfa Fastigheter');
  b = await createOrgWorld(server.db, 'Beta Förvaltning');
  admin = await createUser(server.db, { role: 'Admin' });
  plumber = await createUser(server.db, { role: 'Contractor' });
});
afterAll(() => server.close());

const ids = (res: { body: { items: { id: string }[] } }) => res.body.items.map((i) => i.id);

describe('/api/organisations as anonymous', () => {
  it('answers 401 on every route', async () => {
    expect((await api.get('/api/organisations')).status).toBe(401);
    expect((await api.post('/api/organisations', { name: 'x' })).status).toBe(401);
    expect((await api.get('/api/organisations/current')).status).toBe(401);
    expect((await api.put('/api/organisations/current', {})).status).toBe(401);
    expect((await api.get(`/api/organisations/${a.org.id}`)).status).toBe(401);
    expect((await api.put(`/api/organisations/${a.org.id}`, {})).status).toBe(401);
    expect((await api.del(`/api/organisations/${a.org.id}`)).status).toBe(401);
  });
});

describe('/api/organisations as Admin', () => {
  it('creates, lists, reads and updates any organisation', async () => {
    const res = await api.post('/api/organisations', { name: '  Gamma Bostäder ' }, { token: admin.token });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Gamma Bostäder', reportLanguage: 'sv' });
    const en = await api.post(
      '/api/organisations',
      { name: 'Delta Homes', reportLanguage: 'en' },
      { token: admin.token },
    );
    expect(en.body.reportLanguage).toBe('en');
    const list = await api.get('/api/organisations?pageSize=100', { token: admin.token });
    expect(ids(list)).toEqual(expect.arrayContaining([a.org.id, b.org.id, res.body.id, en.body.id]));
    expect((await api.get(`/api/organisations/${b.org.id}`, { token: admin.token })).body.name).toBe(
      'Beta Förvaltning',
    );
    const put = await api.put(
      `/api/organisations/${res.body.id}`,
      { reportLanguage: 'en' },
      { token: admin.token },
    );
    expect(put.body).toMatchObject({ name: 'Gamma Bostäder', reportLanguage: 'en' });
  });

  it('has no current organisation', async () => {
    expect((await api.get('/api/organisations/current', { token: admin.token })).status).toBe(404);
    expect((await api.put('/api/organisations/current', { name: 'x' }, { token: admin.token })).status).toBe(
      404,
    );
  });

  it('deletes an organisation with everything it owns, reports included', async () => {
    const w = await createOrgWorld(server.db, 'Borttagen AB');
    await insertReport(server.db, {
      organisationId: w.org.id,
      propertyId: w.property.id,
      reporterId: w.tenant.id,
    });
    expect((await api.del(`/api/organisations/${w.org.id}`, { token: admin.token })).body).toEqual({
      ok: true,
    });
    expect((await api.get(`/api/organisations/${w.org.id}`, { token: admin.token })).status).toBe(404);
    const [left] = await server.db.query<{ n: number }>(
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
    const list = await api.get('/api/organisations', { token: a.manager.token });
    expect(ids(list)).toEqual([a.org.id]);
    expect((await api.get(`/api/organisations/${a.org.id}`, { token: a.manager.token })).status).toBe(200);
    expect((await api.get('/api/organisations/current', { token: a.manager.token })).body.id).toBe(a.org.id);
  });

  it('updates name and report language of its own, through /current and /{id}', async () => {
    const cur = await api.put(
      '/api/organisations/current',
      { reportLanguage: 'en' },
      { token: a.manager.token },
    );
    expect(cur.status).toBe(200);
    expect(cur.body).toMatchObject({ id: a.org.id, reportLanguage: 'en', name: 'Alfa Fastigheter' });
    const byId = await api.put(
      `/api/organisations/${a.org.id}`,
      { name: 'Alfa Fastigheter AB' },
      {
        token: a.manager.token,
      },
    );
    expect(byId.body).toMatchObject({ name: 'Alfa Fastigheter AB', reportLanguage: 'en' });
  });

  it('may not create or delete organisations', async () => {
    expect((await api.post('/api/organisations', { name: 'x' }, { token: a.manager.token })).status).toBe(
      403,
    );
    expect((await api.del(`/api/organisations/${a.org.id}`, { token: a.manager.token })).status).toBe(403);
  });
});

describe('/api/organisations as PropertyTenant', () => {
  it('reads its own organisation (the report language) and writes nothing', async () => {
    const cur = await api.get('/api/organisations/current', { token: a.tenant.token });
    expect(cur.status).toBe(200);
    expect(cur.body.id).toBe(a.org.id);
    expect(ids(await api.get('/api/organisations', { token: a.tenant.token }))).toEqual([a.org.id]);
    expect(
      (await api.put('/api/organisations/current', { name: 'x' }, { token: a.tenant.token })).status,
    ).toBe(403);
    expect((await api.put(`/api/organisations/${a.org.id}`, {}, { token: a.tenant.token })).status).toBe(403);
    expect((await api.post('/api/organisations', { name: 'x' }, { token: a.tenant.token })).status).toBe(403);
    expect((await api.del(`/api/organisations/${a.org.id}`, { token: a.tenant.token })).status).toBe(403);
  });
});

describe('/api/organisations as Contractor', () => {
  it('has no organisation: 403 on the collection, 404 on records', async () => {
    expect((await api.get('/api/organisations', { token: plumber.token })).status).toBe(403);
    expect((await api.post('/api/organisations', { name: 'x' }, { token: plumber.token })).status).toBe(403);
    expect((await api.get('/api/organisations/current', { token: plumber.token })).status).toBe(404);
    expect((await api.get(`/api/organisations/${a.org.id}`, { token: plumber.token })).status).toBe(404);
    expect((await api.put(`/api/organisations/${a.org.id}`, {}, { token: plumber.token })).status).toBe(404);
  });
});

describe('/api/organisations validation and lists', () => {
  it('refuses unknown, read-only and bad fields with details', async () => {
    const res = await api.post(
      '/api/organisations',
      { name: '', reportLanguage: 'de', id: a.org.id, created: 'x' },
      { token: admin.token },
    );
    expect(res.status).toBe(400);
    expect(res.body.error.details.map((d: { field: string }) => d.field).sort()).toEqual(
      ['created', 'id', 'name', 'reportLanguage'].sort(),
    );
    const put = await api.put(
      '/api/organisations/current',
      { name: 'x'.repeat(201) },
      { token: b.manager.token },
    );
    expect(put.status).toBe(400);
    expect(put.body.error.details[0].field).toBe('name');
  });

  it('pages, sorts and searches', async () => {
    for (const name of ['Zeta 1', 'Zeta 2', 'Zeta_3'])
      await api.post('/api/organisations', { name }, { token: admin.token });
    const t = { token: admin.token };
    const res = await api.get('/api/organisations?q=zeta&sort=-name&pageSize=2', t);
    expect(res.body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(res.body.items.map((o: { name: string }) => o.name)).toEqual(['Zeta_3', 'Zeta 2']);
    expect((await api.get('/api/organisations?q=a_3', t)).body.total).toBe(1);
    expect((await api.get('/api/organisations?sort=reportLanguage', t)).status).toBe(400);
  });
});
