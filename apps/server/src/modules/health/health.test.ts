import { HealthResponse, LivenessResponse } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrgWithUsers } from '../../test/factories';
import { client } from '../../test/http-client';
import { startTestServer, type TestServer } from '../../test/test-server';
import { Startup } from './readiness';

const METRICS_TOKEN = 'metrics-token-0123456789abcdef';

describe('health', () => {
  let server: TestServer;
  const startup = new Startup();
  beforeAll(async () => {
    server = await startTestServer({ startup });
  });
  afterAll(() => server.close());

  it('is live at once, ready only once start-up has finished', async () => {
    const api = client(server.url);
    const live = await api.get('/health/live');
    expect(live.status).toBe(200);
    expect(LivenessResponse.parse(live.body).status).toBe('ok');

    const expectReadiness = async (status: number, body: Partial<HealthResponse>) => {
      for (const path of ['/health/ready', '/health']) {
        const res = await api.get(path);
        expect(res.status, path).toBe(status);
        expect(HealthResponse.parse(res.body), path).toMatchObject({ database: 'ok', ...body });
      }
    };
    await expectReadiness(503, { status: 'unavailable', startup: 'pending' });
    startup.finish();
    await expectReadiness(200, { status: 'ok', startup: 'done' });
  });

  it('keeps answering live when the database is down, and not ready', async () => {
    const s = await startTestServer();
    await s.db.close();
    const api = client(s.url);
    expect((await api.get('/health/live')).status).toBe(200);
    const ready = await api.get('/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ status: 'unavailable', database: 'down', startup: 'done' });
    await s.app.close();
  });
});

describe('metrics', () => {
  it('is off (404) without METRICS_TOKEN', async () => {
    const s = await startTestServer();
    try {
      const res = await client(s.url).get('/metrics', { token: METRICS_TOKEN });
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('not_found');
    } finally {
      await s.close();
    }
  });

  describe('with METRICS_TOKEN', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ env: { METRICS_TOKEN } });
    });
    afterAll(() => server.close());

    it('refuses a missing or wrong token with 401', async () => {
      const api = client(server.url);
      const none = await api.get('/metrics');
      expect(none.status).toBe(401);
      expect(none.headers.get('www-authenticate')).toBe('Bearer');
      expect((await api.get('/metrics', { token: `${METRICS_TOKEN}x` })).status).toBe(401);
      expect((await api.get('/metrics', { headers: { authorization: METRICS_TOKEN } })).status).toBe(401);
    });

    it('reports request durations by route pattern and status, hub connections and the database', async () => {
      const { manager } = await createOrgWithUsers(server.db);
      const api = client(server.url);
      const property = await api.post(
        '/api/properties',
        { address: 'Mätargatan 1', type: 'Commercial' },
        { token: manager.token },
      );
      expect(property.status).toBe(201);
      expect((await api.get(`/api/properties/${property.body.id}`, { token: manager.token })).status).toBe(
        200,
      );
      expect((await api.get('/api/properties/not-a-uuid', { token: manager.token })).status).toBe(400);

      const res = await fetch(`${server.url}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/plain');
      const text = await res.text();
      // The route pattern, never the raw URL with its id.
      expect(text).toMatch(
        /felanmalan_http_request_duration_seconds_count\{route="\/api\/properties\/:id",method="GET",status="200"\} 1/,
      );
      expect(text).toMatch(/route="\/api\/properties\/:id",method="GET",status="400"/);
      expect(text).toMatch(/route="\/api\/properties",method="POST",status="201"/);
      expect(text).not.toContain(property.body.id);
      expect(text).toMatch(/^felanmalan_hub_connections 0$/m);
      expect(text).toMatch(/^felanmalan_export_workers 0$/m);
      expect(text).toMatch(
        new RegExp(`felanmalan_db_pool_connections\\{kind="${server.db.kind}",state="total"\\} \\d+`),
      );
      expect(text).toContain('felanmalan_process_cpu_seconds_total');
    });
  });
});
