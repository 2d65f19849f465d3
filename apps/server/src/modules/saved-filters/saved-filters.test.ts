import { MAX_SAVED_FILTERS } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { apiSuite, createUsers } from '../../test/api-suite';
import { createOrgWithUsers } from '../../test/factories';

const s = apiSuite(async (db) => {
  const org = await createOrgWithUsers(db);
  return {
    ...org,
    ...(await createUsers(db, {
      other: { role: 'PropertyManager', organisationId: org.org.id },
      full: { role: 'PropertyManager', organisationId: org.org.id },
      plumber: { role: 'Contractor' },
    })),
  };
});

const PATH = '/api/me/saved-filters';

describe('saved filters', () => {
  it('are kept per user, without paging, and only ever listed to their owner', async () => {
    const { token } = s.manager;
    const res = await s.api.post(
      PATH,
      { name: 'Försenade', query: '?overdue=true&sort=due&page=3&pageSize=50' },
      { token },
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Försenade', query: 'overdue=true&sort=due' });
    const mine = await s.api.get(PATH, { token });
    expect(mine.body.items.map((f: { id: string }) => f.id)).toEqual([res.body.id]);
    expect((await s.api.get(PATH, { token: s.other.token })).body.items).toEqual([]);
    // A contractor keeps their own too.
    const own = await s.api.post(PATH, { name: 'Mina', query: 'scope=mine' }, { token: s.plumber.token });
    expect(own.status).toBe(201);
  });

  it('cannot be deleted by another user (404), only by the owner', async () => {
    const created = await s.api.post(
      PATH,
      { name: 'Ej tilldelade', query: 'unassigned=true' },
      {
        token: s.manager.token,
      },
    );
    const other = await s.api.del(`${PATH}/${created.body.id}`, { token: s.other.token });
    expect(other.status).toBe(404);
    expect((await s.api.del(`${PATH}/${created.body.id}`, { token: s.manager.token })).status).toBe(200);
    expect((await s.api.del(`${PATH}/${created.body.id}`, { token: s.manager.token })).status).toBe(404);
    expect((await s.api.del(`${PATH}/not-a-uuid`, { token: s.manager.token })).status).toBe(400);
  });

  it('refuse a query the list would refuse, a missing name and unknown fields (400)', async () => {
    const { token } = s.manager;
    for (const body of [
      { name: 'x', query: 'status=Nonsense' },
      { name: 'x', query: 'bogus=1' },
      { name: 'x', query: 'sort=due&sort=created' },
      { name: '', query: 'status=Open' },
      { name: 'x', query: 'status=Open', owner: s.other.id },
      { name: 'x'.repeat(61), query: '' },
    ]) {
      const res = await s.api.post(PATH, body, { token });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('refuse a second filter of the same name and more than the limit (409)', async () => {
    const { token } = s.full;
    expect((await s.api.post(PATH, { name: 'Alla', query: '' }, { token })).status).toBe(201);
    expect((await s.api.post(PATH, { name: 'Alla', query: 'status=Open' }, { token })).status).toBe(409);
    for (let i = 1; i < MAX_SAVED_FILTERS; i++)
      expect((await s.api.post(PATH, { name: `F${i}`, query: '' }, { token })).status).toBe(201);
    const over = await s.api.post(PATH, { name: 'En för mycket', query: '' }, { token });
    expect(over.status).toBe(409);
    expect(over.body.error.message).toContain('20');
  });

  it('need a signed-in user', async () => {
    expect((await s.api.get(PATH)).status).toBe(401);
    expect((await s.api.post(PATH, { name: 'x', query: '' })).status).toBe(401);
  });
});
