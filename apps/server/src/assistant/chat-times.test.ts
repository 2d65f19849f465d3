import { describe, expect, it } from 'vitest';
import { apiSuite } from '../test/api-suite';
import { chatter } from '../test/chat-client';
import { createReportWorld } from '../test/report-world';

const s = apiSuite(async (db) => ({ w: await createReportWorld(db, { reportLanguage: 'sv' }) }));

describe('times given in the chat', () => {
  it('are stored with the report it files, as the reporter offered them', async () => {
    const c = chatter(s.server.url, s.w.tenant.token);
    await c.open();
    await c.say('Kranen i köket droppar');
    await c.say('Sedan i går, ring mig först');
    const again = await c.say('vardagar efter 16');
    expect(again.message.content).toContain('Tider som passar: vardagar efter 16');
    const r = await c.say('Ja, skicka in');
    expect(r.outcome).toBe('created');
    const times = await s.api.get(`/api/reports/${r.report.id}/times`, { token: s.w.tenant.token });
    expect(times.body.offer).toMatchObject({ windows: [], note: 'vardagar efter 16', anyTime: false });
  });
});
