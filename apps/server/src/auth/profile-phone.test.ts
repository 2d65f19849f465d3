import { describe, expect, it } from 'vitest';
import { apiSuite, createUsers } from '../test/api-suite';

/** PUT /api/auth/profile: the caller's own name and phone (docs/PRODUCT.md "Contact on site"). */
const s = apiSuite((db) =>
  createUsers(db, { admin: { role: 'Admin' }, plumber: { role: 'Contractor', name: 'Rör-Pelle' } }),
);

describe('own profile', () => {
  it('sets, keeps and clears the phone and the name; get-current-user shows them', async () => {
    const put = (body: unknown) => s.api.put('/api/auth/profile', body, { token: s.plumber.token });
    const set = await put({ phone: ' +46 70-123 45 67 ' });
    expect(set.status).toBe(200);
    expect(set.body.user).toMatchObject({ phone: '+46 70-123 45 67', name: 'Rör-Pelle' });
    expect((await put({ name: 'Pelle Rörsson' })).body.user).toMatchObject({
      name: 'Pelle Rörsson',
      phone: '+46 70-123 45 67',
    });
    const me = await s.api.get('/api/auth/get-current-user', { token: s.plumber.token });
    expect(me.body.user.phone).toBe('+46 70-123 45 67');
    expect((await put({ phone: null })).body.user.phone).toBeNull();
  });

  it('refuses a phone that is no phone number, with the field named', async () => {
    const put = (body: unknown) => s.api.put('/api/auth/profile', body, { token: s.admin.token });
    for (const phone of ['12345', 'ring mig', '070-123 45 67 89 00 11 22', '+46 (0)', '070*1234567']) {
      const res = await put({ phone });
      expect(res.status, phone).toBe(400);
      expect(res.body.error.code).toBe('validation_failed');
      expect(res.body.error.details[0].field, phone).toBe('phone');
    }
    expect((await put({ phone: '08-123 456', role: 'Admin' })).status).toBe(400);
    expect((await put({ name: '' })).status).toBe(400);
  });

  it('needs a signed-in caller', async () => {
    expect((await s.api.put('/api/auth/profile', { phone: '070-1234567' })).status).toBe(401);
  });
});
