import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatter } from '../test/chat-client';
import { client } from '../test/http-client';
import { createReportWorld, type ReportWorld } from '../test/report-world';
import { startTestServer, type TestServer } from '../test/test-server';

let server: TestServer;
let w: ReportWorld;

beforeAll(async () => {
  server = await startTestServer();
  w = await createReportWorld(server.db, { reportLanguage: 'sv' });
});
afterAll(() => server?.close());

describe('times given in the chat', () => {
  it('are stored with the report it files, as the reporter offered them', async () => {
    const c = chatter(server.url, w.tenant.token);
    await c.open();
    await c.say('Kranen i köket droppar');
    await c.say('Sedan i går, ring mig först');
    const again = await c.say('vardagar efter 16');
    expect(again.message.content).toContain('Tider som passar: vardagar efter 16');
    const r = await c.say('Ja, skicka in');
    expect(r.outcome).toBe('created');
    const times = await client(server.url).get(`/api/reports/${r.report.id}/times`, {
      token: w.tenant.token,
    });
    expect(times.body.offer).toMatchObject({ windows: [], note: 'vardagar efter 16', anyTime: false });
  });
});
