import { describe, expect, it } from 'vitest';
import { twoOrgSuite } from '../../test/api-suite';
import { insertReport } from '../../test/org-world';

const s = twoOrgSuite({});
const tokensOf = (orgId: string) => `/api/organisations/${orgId}/api-tokens`;

async function makeToken(scopes: string[], name = 'Ekonomisystemet') {
  const res = await s.api.post(tokensOf(s.a.org.id), { name, scopes }, { token: s.a.manager.token });
  expect(res.status).toBe(201);
  return res.body as { id: string; token: string; hint: string };
}

describe('API tokens', () => {
  it('are shown once, listed without the token, and kept only as a hash', async () => {
    const made = await makeToken(['errands:read']);
    expect(made.token).toMatch(/^fak_[\w-]{43}$/);
    expect(made.token.startsWith(made.hint)).toBe(true);
    const list = await s.api.get(tokensOf(s.a.org.id), { token: s.a.manager.token });
    expect(list.status).toBe(200);
    const listed = list.body.items.find((t: { id: string }) => t.id === made.id);
    expect(listed).toMatchObject({ name: 'Ekonomisystemet', scopes: ['errands:read'], lastUsed: null });
    expect(JSON.stringify(list.body)).not.toContain(made.token);
    const stored = await s.server.db.query<{ tokenHash: string }>(
      'SELECT token_hash FROM api_tokens WHERE id = $1',
      [made.id],
    );
    expect(stored[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(made.token);
  });

  it("act for their organisation: its errands are read, another organisation's answer 404", async () => {
    const { token } = await makeToken(['errands:read']);
    const own = await insertReport(s.server.db, { organisationId: s.a.org.id, propertyId: s.a.property.id });
    const other = await insertReport(s.server.db, {
      organisationId: s.b.org.id,
      propertyId: s.b.property.id,
    });
    const list = await s.api.get('/api/reports?pageSize=100', { token });
    expect(list.status).toBe(200);
    const ids = list.body.items.map((r: { id: string }) => r.id);
    expect(ids).toContain(own.id);
    expect(ids).not.toContain(other.id);
    expect((await s.api.get(`/api/reports/${own.id}`, { token })).status).toBe(200);
    expect((await s.api.get(`/api/reports/${other.id}`, { token })).status).toBe(404);
  });

  it('record their last use', async () => {
    const made = await makeToken(['properties:read']);
    expect((await s.api.get('/api/properties', { token: made.token })).status).toBe(200);
    const list = await s.api.get(tokensOf(s.a.org.id), { token: s.a.manager.token });
    const listed = list.body.items.find((t: { id: string }) => t.id === made.id);
    expect(Date.now() - Date.parse(listed.lastUsed)).toBeLessThan(60_000);
  });

  it('are limited by their scopes: a missing scope or a path no scope opens answers 403', async () => {
    const { token } = await makeToken(['errands:read']);
    const body = { propertyId: s.a.property.id, whatBroke: 'Trasig lampa i trapphuset' };
    const write = await s.api.post('/api/reports', body, { token });
    expect(write.status).toBe(403);
    expect(write.body.error.code).toBe('forbidden');
    expect((await s.api.get('/api/properties', { token })).status).toBe(403);
    // Tokens cannot make tokens, manage accounts or read the user's own pages.
    expect((await s.api.get(tokensOf(s.a.org.id), { token })).status).toBe(403);
    expect((await s.api.get('/api/users', { token })).status).toBe(403);
    expect((await s.api.get('/api/auth/me', { token })).status).toBe(403);
    const writer = await makeToken(['errands:write']);
    const created = await s.api.post('/api/reports', body, { token: writer.token });
    expect(created.status).toBe(201);
    expect(created.body.organisationId ?? s.a.org.id).toBe(s.a.org.id);
    // Writing a record of another organisation still answers 404.
    const other = await insertReport(s.server.db, {
      organisationId: s.b.org.id,
      propertyId: s.b.property.id,
    });
    const put = await s.api.put(`/api/reports/${other.id}`, { whatBroke: 'x' }, { token: writer.token });
    expect(put.status).toBe(404);
  });

  it('stop counting when revoked, and when their maker may no longer manage the organisation', async () => {
    const made = await makeToken(['errands:read']);
    expect((await s.api.get('/api/reports', { token: made.token })).status).toBe(200);
    const revoke = await s.api.del(`${tokensOf(s.a.org.id)}/${made.id}`, { token: s.a.manager.token });
    expect(revoke.status).toBe(200);
    expect((await s.api.get('/api/reports', { token: made.token })).status).toBe(401);
    expect((await s.api.del(`${tokensOf(s.a.org.id)}/${made.id}`, { token: s.a.manager.token })).status).toBe(
      404,
    );
    const second = await makeToken(['errands:read']);
    await s.server.db.query('UPDATE users SET disabled = true WHERE id = $1', [s.a.manager.id]);
    try {
      expect((await s.api.get('/api/reports', { token: second.token })).status).toBe(401);
    } finally {
      await s.server.db.query('UPDATE users SET disabled = false WHERE id = $1', [s.a.manager.id]);
    }
    expect((await s.api.get('/api/reports', { token: second.token })).status).toBe(200);
  });

  it("are an admin's to make for any organisation, and act only in that one", async () => {
    const res = await s.api.post(
      tokensOf(s.b.org.id),
      { name: 'Admin för Beta', scopes: ['errands:read'] },
      { token: s.admin.token },
    );
    expect(res.status).toBe(201);
    const own = await insertReport(s.server.db, { organisationId: s.a.org.id, propertyId: s.a.property.id });
    expect((await s.api.get(`/api/reports/${own.id}`, { token: res.body.token })).status).toBe(404);
  });

  it("refuse a tenant (403), another organisation's manager (404) and bad input (400)", async () => {
    const path = tokensOf(s.a.org.id);
    const body = { name: 'x', scopes: ['errands:read'] };
    expect((await s.api.post(path, body, { token: s.a.tenant.token })).status).toBe(403);
    expect((await s.api.get(path, { token: s.a.tenant.token })).status).toBe(403);
    expect((await s.api.post(path, body, { token: s.b.manager.token })).status).toBe(404);
    expect((await s.api.get(path, { token: s.b.manager.token })).status).toBe(404);
    const made = await makeToken(['errands:read']);
    expect((await s.api.del(`${path}/${made.id}`, { token: s.b.manager.token })).status).toBe(404);
    expect((await s.api.del(`${tokensOf(s.b.org.id)}/${made.id}`, { token: s.b.manager.token })).status).toBe(
      404,
    );
    for (const bad of [
      { name: '', scopes: ['errands:read'] },
      { name: 'x', scopes: [] },
      { name: 'x', scopes: ['everything'] },
      { name: 'x', scopes: ['errands:read'], organisationId: s.b.org.id },
    ]) {
      const res = await s.api.post(path, bad, { token: s.a.manager.token });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.error.details.length).toBeGreaterThan(0);
    }
    expect((await s.api.get(path)).status).toBe(401);
    expect((await s.api.get('/api/reports', { token: 'fak_not-a-token' })).status).toBe(401);
  });

  it('are in the OpenAPI document as a security scheme', async () => {
    const doc = await s.api.get('/api/openapi.json');
    expect(doc.body.components.securitySchemes.apiToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.body.security).toContainEqual({ apiToken: [] });
    expect(doc.body.paths['/api/organisations/{id}/api-tokens'].post.operationId).toBe('createApiToken');
  });
});
