import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../test/http-client';
import { startTestServer, type TestServer } from '../test/test-server';

let server: TestServer;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  const webRoot = mkdtempSync(join(tmpdir(), 'web-'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Felanmälan</title><div id="root"></div>');
  server = await startTestServer({ serveWeb: true, webRoot });
  api = client(server.url);
});
afterAll(() => server.close());

describe('served skeleton', () => {
  it('answers /health with a database check', async () => {
    const res = await api.get('/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('answers an unknown /api path with 404 in the error envelope, translated', async () => {
    const sv = await api.get('/api/no-such-thing');
    expect(sv.status).toBe(404);
    expect(sv.body).toEqual({ error: { code: 'not_found', message: 'Hittades inte.' } });
    const en = await api.post('/api/no-such-thing', {}, { headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    expect(en.status).toBe(404);
    expect(en.body.error.message).toBe('Not found.');
  });

  it('serves the web app for deep links', async () => {
    const res = await fetch(`${server.url}/panel/errands`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).toContain('<div id="root">');
  });

  it('answers a missing asset with 404, not the page', async () => {
    const res = await fetch(`${server.url}/assets/missing.js`);
    expect(res.status).toBe(404);
  });

  it('publishes the OpenAPI document', async () => {
    const res = await api.get('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
  });

  it('names every operation of the OpenAPI document once (operationId), for generated clients', async () => {
    const res = await api.get('/api/openapi.json');
    const paths = res.body.paths as Record<string, Record<string, { operationId?: string }>>;
    const operations = Object.entries(paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        at: `${method.toUpperCase()} ${path}`,
        id: op.operationId,
      })),
    );
    expect(operations.length).toBeGreaterThan(30);
    expect(operations.filter((op) => !op.id).map((op) => op.at)).toEqual([]);
    const ids = operations.map((op) => op.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('refuses a state-changing request from another site', async () => {
    const res = await api.post(
      '/api/auth/login',
      {},
      { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } },
    );
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('forbidden');
  });
});

describe('health without a database', () => {
  it('answers 503 when the database does not answer', async () => {
    const s = await startTestServer();
    await s.db.close();
    const res = await client(s.url).get('/health');
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ status: 'unavailable', database: 'down' });
    await s.app.close();
  });
});
