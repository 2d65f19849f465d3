import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../test/factories';
import { connectHub, rawHubSocket, sleep, startHubServer } from '../test/hub-kit';
import { createTestDb, type TestDb } from '../test/test-db';

let testDb: TestDb;
let server: Awaited<ReturnType<typeof startHubServer>>;

beforeAll(async () => {
  testDb = await createTestDb();
  server = await startHubServer({
    db: testDb.db,
    limits: { maxBufferedBytes: 64 * 1024, closeGraceMs: 200 },
  });
});
afterAll(async () => {
  await server?.close();
  await testDb?.drop();
});

describe('a client that stops reading', () => {
  it('is closed once its backlog passes the limit, while others keep receiving', async () => {
    const admin = await createUser(testDb.db, { role: 'Admin' });
    const fast = await connectHub(server.url, { token: admin.token });
    const stuck = await rawHubSocket(server.url, { query: `access_token=${admin.token}` });
    await stuck.nextRecord();
    // The stuck client's TCP socket stops reading: the kernel buffers fill, then the server's.
    (stuck.ws as unknown as { _socket: Socket })._socket.pause();
    expect(server.hub.size).toBe(2);

    const organisationId = randomUUID();
    let sent = 0;
    while (server.hub.size === 2 && sent < 400_000) {
      for (let i = 0; i < 2000; i++) {
        await server.bus.publish({
          type: 'ReportUpdated',
          payload: { reportId: randomUUID(), organisationId },
        });
      }
      sent += 2000;
      // Let the sockets flush between batches, as real traffic would.
      await sleep(5);
    }
    expect(server.hub.size).toBe(1);

    const last = randomUUID();
    await server.bus.publish({ type: 'ReportUpdated', payload: { reportId: last, organisationId } });
    await fast.waitFor('ReportUpdated', (p) => p.reportId === last, 30_000);
    expect(fast.received.length).toBe(sent + 1);
    // The stuck client's connection was cut.
    (stuck.ws as unknown as { _socket: Socket })._socket.resume();
    expect(await stuck.closed).not.toBe(1000);
    await fast.stop();
  }, 120_000);
});
