import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createUser } from '../test/factories';
import { connectHub, hubSuite, rawHubSocket, sleep } from '../test/hub-kit';

const suite = hubSuite({ maxBufferedBytes: 64 * 1024, closeGraceMs: 200 });

describe('a client that stops reading', () => {
  it('is closed once its backlog passes the limit, while others keep receiving', async () => {
    const admin = await createUser(suite.testDb.db, { role: 'Admin' });
    const fast = await connectHub(suite.server.url, { token: admin.token });
    const stuck = await rawHubSocket(suite.server.url, { query: `access_token=${admin.token}` });
    await stuck.nextRecord();
    // The stuck client's TCP socket stops reading: the kernel buffers fill, then the server's.
    (stuck.ws as unknown as { _socket: Socket })._socket.pause();
    expect(suite.server.hub.size).toBe(2);

    const organisationId = randomUUID();
    let sent = 0;
    while (suite.server.hub.size === 2 && sent < 400_000) {
      for (let i = 0; i < 2000; i++) {
        await suite.server.bus.publish({
          type: 'ReportUpdated',
          payload: { reportId: randomUUID(), organisationId },
        });
      }
      sent += 2000;
      // Let the sockets flush between batches, as real traffic would.
      await sleep(5);
    }
    expect(suite.server.hub.size).toBe(1);

    const last = randomUUID();
    await suite.server.bus.publish({ type: 'ReportUpdated', payload: { reportId: last, organisationId } });
    await fast.waitFor('ReportUpdated', (p) => p.reportId === last, 30_000);
    expect(fast.received.length).toBe(sent + 1);
    // The stuck client's connection was cut.
    (stuck.ws as unknown as { _socket: Socket })._socket.resume();
    expect(await stuck.closed).not.toBe(1000);
    await fast.stop();
  }, 120_000);
});
