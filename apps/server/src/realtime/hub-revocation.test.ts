import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../auth/sessions.repo';
import { signAccessToken } from '../auth/tokens';
import type { Db } from '../db';
import { createUser, type TestUser } from '../test/factories';
import { client } from '../test/http-client';
import { connectHub, sleep, type TestHubClient } from '../test/hub-kit';
import { testDbKind } from '../test/test-db';
import { startTestServer, TEST_JWT_SECRET, type TestServer } from '../test/test-server';
import { twoServers } from '../test/two-servers';

/**
 * A logout or a disabled account ends the hub sockets it concerns at once, not at the
 * next periodic re-check (a minute by default, the setting these servers keep): the
 * database's notification of the change reaches every instance's hub.
 */
const AT_ONCE_MS = 5_000;

/** Waits for the socket to close, failing if it is still open after AT_ONCE_MS. */
async function closedAtOnce(hub: TestHubClient): Promise<Error | undefined> {
  return Promise.race([
    hub.closed,
    sleep(AT_ONCE_MS).then(() => {
      throw new Error('the socket was still open');
    }),
  ]);
}

/** A second session of the same user, as another device would hold. */
async function secondToken(db: Db, user: TestUser): Promise<string> {
  const session = await createSession(db, user.id);
  return signAccessToken(new TextEncoder().encode(TEST_JWT_SECRET), user.id, session.id);
}

describe('one instance', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ bus: 'db' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("closes a logged-out session's socket at once and keeps the user's other sessions", async () => {
    const user = await createUser(server.db, { role: 'Admin' });
    const hub = await connectHub(server.url, { token: user.token });
    const other = await connectHub(server.url, { token: await secondToken(server.db, user) });
    const res = await client(server.url).get('/api/auth/logout', { token: user.token });
    expect(res.status).toBe(200);
    expect((await closedAtOnce(hub))?.message).toMatch(/session_ended/);
    await sleep(300);
    expect(other.connection.state).toBe('Connected');
    await other.stop();
  });

  it("closes every socket of a disabled account at once, and no one else's", async () => {
    const admin = await createUser(server.db, { role: 'Admin' });
    const user = await createUser(server.db, { role: 'Admin' });
    const first = await connectHub(server.url, { token: user.token });
    const second = await connectHub(server.url, { token: await secondToken(server.db, user) });
    const bystander = await connectHub(server.url, { token: admin.token });
    const res = await client(server.url).put(
      `/api/users/${user.id}`,
      { disabled: true },
      { token: admin.token },
    );
    expect(res.status).toBe(200);
    expect((await closedAtOnce(first))?.message).toMatch(/session_ended/);
    expect((await closedAtOnce(second))?.message).toMatch(/session_ended/);
    expect(bystander.connection.state).toBe('Connected');
    await bystander.stop();
  });
});

/** Two instances on one PostgreSQL database: the change made through A ends the socket on B. */
describe.runIf(testDbKind === 'postgres')('several instances', () => {
  const two = twoServers({ bus: 'db' });

  it('closes the socket on instance B when the session is logged out through instance A', async () => {
    const user = await createUser(two.testDb.db, { role: 'Admin' });
    const hub = await connectHub(two.b.url, { token: user.token });
    expect((await client(two.a.url).get('/api/auth/logout', { token: user.token })).status).toBe(200);
    expect((await closedAtOnce(hub))?.message).toMatch(/session_ended/);
  });

  it('closes the sockets on instance B when the account is disabled through instance A', async () => {
    const admin = await createUser(two.testDb.db, { role: 'Admin' });
    const user = await createUser(two.testDb.db, { role: 'Admin' });
    const hub = await connectHub(two.b.url, { token: user.token });
    const res = await client(two.a.url).put(
      `/api/users/${user.id}`,
      { disabled: true },
      { token: admin.token },
    );
    expect(res.status).toBe(200);
    expect((await closedAtOnce(hub))?.message).toMatch(/session_ended/);
  });
});
