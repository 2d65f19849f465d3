import { describe, expect, it } from 'vitest';
import type { Db } from '../db';
import { apiSuite } from '../test/api-suite';
import { createOrganisation, createUser, TEST_PASSWORD, type TestUser } from '../test/factories';
import { client } from '../test/http-client';
import { testDbKind } from '../test/test-db';
import { dropListeners, twoServers } from '../test/two-servers';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Well inside the session cache's 60 s lifetime. */
const HEARD = 5_000;

/**
 * Polls GET /api/auth/get-current-user with `token` every 10 ms until it answers 401;
 * the milliseconds that took (Infinity after ten seconds).
 */
async function msUntilRefused(url: string, token: string): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < 10_000) {
    const res = await client(url).get('/api/auth/get-current-user', { token });
    if (res.status === 401) return performance.now() - started;
    await sleep(10);
  }
  return Number.POSITIVE_INFINITY;
}

/** Signed in, and the session already checked once (so it is remembered) on each server. */
async function rememberedOn(urls: string[], user: TestUser) {
  for (const url of urls) {
    for (let i = 0; i < 2; i++)
      expect((await client(url).get('/api/auth/get-current-user', { token: user.token })).status).toBe(200);
  }
}

/** An organisation and an admin, in the database of the enclosing suite. */
const orgAndAdmin = async (db: Db) => ({
  orgId: (await createOrganisation(db)).id,
  admin: await createUser(db, { role: 'Admin' }),
});

describe('a remembered session on one server', () => {
  const s = apiSuite(orgAndAdmin);

  const manager = async () => {
    const u = await createUser(s.server.db, { role: 'PropertyManager', organisationId: s.orgId });
    await rememberedOn([s.server.url], u);
    return u;
  };

  it('answers a session it checked from memory', async () => {
    const u = await manager();
    // A change that slips past the triggers (replica mode) is not heard: the remembered answer stands.
    await s.server.db.transaction(async (tx) => {
      await tx.query(`SET LOCAL session_replication_role = replica`);
      await tx.query(`UPDATE users SET name = 'Unheard' WHERE id = $1`, [u.id]);
    });
    const me = await s.api.get('/api/auth/get-current-user', { token: u.token });
    expect(me.status).toBe(200);
    expect(me.body.user.name).not.toBe('Unheard');
  });

  it('ends at once on logout, a password change and an account disabled', async () => {
    const out = await manager();
    expect((await s.api.get('/api/auth/logout', { token: out.token })).status).toBe(200);
    expect((await s.api.get('/api/auth/get-current-user', { token: out.token })).status).toBe(401);

    const changed = await manager();
    const other = await createUser(s.server.db, { role: 'PropertyManager', organisationId: s.orgId });
    await rememberedOn([s.server.url], other);
    const res = await s.api.post(
      '/api/auth/reset-password',
      { currentPassword: TEST_PASSWORD, newPassword: 'changed-secret-3' },
      { token: changed.token },
    );
    expect(res.status).toBe(200);
    expect((await s.api.get('/api/auth/get-current-user', { token: changed.token })).status).toBe(401);
    // Another user's remembered session is not touched.
    expect((await s.api.get('/api/auth/get-current-user', { token: other.token })).status).toBe(200);

    const disabled = await manager();
    const off = await s.api.put(`/api/users/${disabled.id}`, { disabled: true }, { token: s.admin.token });
    expect(off.status).toBe(200);
    expect((await s.api.get('/api/auth/get-current-user', { token: disabled.token })).status).toBe(401);
  });

  // The bound tells a change heard from the database apart from the cache's minute running out;
  // how fast it is heard is a matter for a benchmark, not for a test on a busy machine.
  it('follows changes made straight in the database (an operator, a job), long before its minute is out', async () => {
    const disabled = await manager();
    await s.server.db.query('UPDATE users SET disabled = true WHERE id = $1', [disabled.id]);
    expect(await msUntilRefused(s.server.url, disabled.token)).toBeLessThan(HEARD);

    const revoked = await manager();
    await s.server.db.query(`UPDATE auth_sessions SET revoked_at = now() WHERE id = $1`, [revoked.sessionId]);
    expect(await msUntilRefused(s.server.url, revoked.token)).toBeLessThan(HEARD);

    // What the user may do changes with them: a new name shows on the next read.
    const renamed = await manager();
    await s.server.db.query(`UPDATE users SET name = 'Renamed Manager' WHERE id = $1`, [renamed.id]);
    const started = performance.now();
    for (;;) {
      const me = await s.api.get('/api/auth/get-current-user', { token: renamed.token });
      if (me.body.user?.name === 'Renamed Manager') break;
      expect(performance.now() - started).toBeLessThan(HEARD);
      await sleep(10);
    }
  });
});

/** Two servers on one PostgreSQL database: a change on A ends the session B remembers. */
describe.runIf(testDbKind === 'postgres')('a remembered session on two servers', () => {
  const two = twoServers({}, orgAndAdmin);

  const manager = async () => {
    const u = await createUser(two.testDb.db, { role: 'PropertyManager', organisationId: two.orgId });
    await rememberedOn([two.a.url, two.b.url], u);
    return u;
  };

  it('a logout on A answers 401 on B at once (the change is heard from the database)', async () => {
    const u = await manager();
    expect((await client(two.a.url).get('/api/auth/logout', { token: u.token })).status).toBe(200);
    expect(await msUntilRefused(two.b.url, u.token)).toBeLessThan(HEARD);
  });

  it('a password change on A answers 401 on B at once (the change is heard from the database)', async () => {
    const u = await manager();
    const res = await client(two.a.url).post(
      '/api/auth/reset-password',
      { currentPassword: TEST_PASSWORD, newPassword: 'changed-secret-3' },
      { token: u.token },
    );
    expect(res.status).toBe(200);
    expect(await msUntilRefused(two.b.url, u.token)).toBeLessThan(HEARD);
  });

  it('an account disabled on A answers 401 on B at once (the change is heard from the database)', async () => {
    const u = await manager();
    const off = await client(two.a.url).put(
      `/api/users/${u.id}`,
      { disabled: true },
      { token: two.admin.token },
    );
    expect(off.status).toBe(200);
    expect(await msUntilRefused(two.b.url, u.token)).toBeLessThan(HEARD);
  });

  it('forgets every session when its notification connection is lost', async () => {
    const u = await manager();
    // B's listening connection goes (a database restart, a network cut) ...
    expect(await dropListeners(two.testDb.db)).toBeGreaterThanOrEqual(2);
    // ... so this change reaches no one; B must not answer from what it remembered. B learns of
    // the loss when its connection's end arrives (50 ms was too short on a loaded machine); the
    // remembered session would last a minute, so 401 within HEARD is B forgetting it.
    await two.testDb.db.query('UPDATE users SET disabled = true WHERE id = $1', [u.id]);
    expect(await msUntilRefused(two.b.url, u.token)).toBeLessThan(HEARD);
    expect((await client(two.a.url).get('/api/auth/get-current-user', { token: u.token })).status).toBe(401);
    // Listening again, B remembers again and still follows changes.
    await sleep(1000);
    const again = await manager();
    await client(two.a.url).get('/api/auth/logout', { token: again.token });
    expect(await msUntilRefused(two.b.url, again.token)).toBeLessThan(HEARD);
  });
});
