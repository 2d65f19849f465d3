import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../test/factories';
import { client } from '../test/http-client';
import { connectHub, type TestHubClient } from '../test/hub-kit';
import { createReportWorld, type ReportWorld, reportBody } from '../test/report-world';
import { startTestServer, type TestServer } from '../test/test-server';

/**
 * An internal note's hub event reaches staff and the assigned contractor, never the
 * reporter (docs/PRODUCT.md "Messages and internal notes"), through the real hub.
 * A message written after it is the sentinel: once a listener heard it, the internal
 * note's event, published before, would have arrived too.
 */
let server: TestServer;
let api: ReturnType<typeof client>;
let w: ReportWorld;
let plumber: TestUser;
let hubs: Record<'tenant' | 'manager' | 'plumber', TestHubClient>;

beforeAll(async () => {
  server = await startTestServer({ bus: 'db' });
  api = client(server.url);
  w = await createReportWorld(server.db);
  plumber = await createUser(server.db, { role: 'Contractor', trade: 'plumber' });
  hubs = {
    tenant: await connectHub(server.url, { token: w.tenant.token }),
    manager: await connectHub(server.url, { token: w.manager.token }),
    plumber: await connectHub(server.url, { token: plumber.token }),
  };
});

afterAll(async () => {
  for (const hub of Object.values(hubs ?? {})) await hub.stop();
  await server?.close();
});

describe('internal notes on the hub', () => {
  it('are heard by staff and the assigned contractor, not by the reporter', async () => {
    const created = await api.post('/api/reports', reportBody(w), { token: w.tenant.token });
    const id = created.body.id as string;
    expect((await api.post(`/api/reports/${id}/accept`, {}, { token: plumber.token })).status).toBe(200);
    const note = (token: string, visibility: string, text: string) =>
      api.post(`/api/reports/${id}/actions`, { note: text, visibility }, { token });
    expect((await note(w.manager.token, 'internal', 'Dyr kund')).status).toBe(200);
    expect((await note(plumber.token, 'message', 'Kommer 10')).status).toBe(200);

    const notesHeard = async (name: keyof typeof hubs) => {
      await hubs[name].waitFor(
        'EventAdded',
        (p) => p.reportId === id && p.visibility === 'message' && p.kind === 'note',
      );
      return hubs[name].received
        .filter((r) => r.target === 'EventAdded' && r.payload.reportId === id && 'kind' in r.payload)
        .map((r) => ('visibility' in r.payload ? `${r.payload.kind}:${r.payload.visibility}` : ''))
        .filter((k) => k.startsWith('note'));
    };
    expect(await notesHeard('manager')).toEqual(['note:internal', 'note:message']);
    expect(await notesHeard('plumber')).toEqual(['note:internal', 'note:message']);
    expect(await notesHeard('tenant')).toEqual(['note:message']);
  });
});
