import { describe, expect, it } from 'vitest';
import { apiSuite, createUsers } from '../../test/api-suite';
import { createOrgWorld } from '../../test/org-world';

const s = apiSuite(async (db) => ({
  a: await createOrgWorld(db, 'Jour Fastigheter'),
  ...(await createUsers(db, { admin: { role: 'Admin' } })),
}));

describe("the organisation's on-call number", () => {
  it('is null until a manager sets it; an empty value clears it', async () => {
    const before = await s.api.get('/api/organisations/current', { token: s.a.manager.token });
    expect(before.body.onCallPhone).toBeNull();
    const set = await s.api.put(
      '/api/organisations/current',
      { onCallPhone: '08-555 000 11' },
      { token: s.a.manager.token },
    );
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ onCallPhone: '08-555 000 11', reportLanguage: 'sv' });
    const cleared = await s.api.put(
      '/api/organisations/current',
      { onCallPhone: null },
      { token: s.a.manager.token },
    );
    expect(cleared.body.onCallPhone).toBeNull();
  });

  it('admins set it on any organisation; a bad number is a field error; tenants may not', async () => {
    const byAdmin = await s.api.put(
      `/api/organisations/${s.a.org.id}`,
      { onCallPhone: '+46 8 555 000 22' },
      { token: s.admin.token },
    );
    expect(byAdmin.body.onCallPhone).toBe('+46 8 555 000 22');
    const bad = await s.api.put(
      '/api/organisations/current',
      { onCallPhone: 'ring Kalle' },
      { token: s.a.manager.token },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0]).toMatchObject({ field: 'onCallPhone' });
    const tenant = await s.api.put(
      '/api/organisations/current',
      { onCallPhone: '08-555 000 33' },
      { token: s.a.tenant.token },
    );
    expect(tenant.status).toBe(403);
    const still = await s.api.get('/api/organisations/current', { token: s.a.tenant.token });
    expect(still.body.onCallPhone).toBe('+46 8 555 000 22');
  });
});
