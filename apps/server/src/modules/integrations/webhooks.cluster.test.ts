import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../test/http-client';
import { sleep } from '../../test/hub-kit';
import { createReportWorld, reportBody } from '../../test/report-world';
import { testDbKind } from '../../test/test-db';
import { twoServers } from '../../test/two-servers';
import { signatureValid, WebhookReceiver } from '../../test/webhook-receiver';

/** Two instances on one PostgreSQL database, both working the queue: every event arrives once. */
describe.runIf(testDbKind === 'postgres')('webhooks across two instances', () => {
  const receiver = new WebhookReceiver();
  beforeAll(() => receiver.start());
  afterAll(() => receiver.stop());
  // Both poll often, so they compete for the same jobs.
  const two = twoServers({ bus: 'db', jobs: { pollMs: 50 } }, async (db) => ({
    world: await createReportWorld(db),
  }));

  it('delivers each event once, signed', async () => {
    const sub = await client(two.a.url).post(
      `/api/organisations/${two.world.org.id}/webhooks`,
      { url: receiver.url, events: ['errand.created'] },
      { token: two.world.manager.token },
    );
    expect(sub.status).toBe(201);
    const count = 10;
    for (let i = 0; i < count; i++) {
      const res = await client((i % 2 === 0 ? two.a : two.b).url).post(
        '/api/reports',
        reportBody(two.world, { whatBroke: `Läcka ${i}` }),
        { token: two.world.tenant.token },
      );
      expect(res.status).toBe(201);
    }
    const deadline = Date.now() + 20_000;
    while (receiver.received.length < count && Date.now() < deadline) await sleep(100);
    await sleep(1000);
    expect(receiver.received).toHaveLength(count);
    expect(new Set(receiver.received.map((r) => r.json.id)).size).toBe(count);
    for (const r of receiver.received)
      expect(
        signatureValid(sub.body.secret, String(r.headers['felanmalan-signature']), r.body, new Date()),
      ).toBe(true);
  });
});
