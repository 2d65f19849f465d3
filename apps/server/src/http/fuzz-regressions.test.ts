import { request as httpRequest } from 'node:http';
import { ErrorEnvelope } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { apiSuite } from '../test/api-suite';
import { createOrgWithUsers } from '../test/factories';

/** Inputs the API fuzz test found answered outside the error envelope, kept as plain tests. */
const s = apiSuite(async (db) => ({
  token: (await createOrgWithUsers(db)).manager.token,
}));

/** A raw request, so the test controls exactly what reaches Node's HTTP parser. */
function rawGet(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string; connection?: string }>((resolve, reject) => {
    const req = httpRequest(`${s.server.url}${path}`, { headers }, (res) => {
      let body = '';
      res.on('data', (d) => {
        body += d;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('errors raised before a route runs', () => {
  it('answers a request line over the header size limit with 413 in the envelope', async () => {
    const res = await rawGet(`/api/properties?q=${'x'.repeat(70_000)}`);
    expect(res.status).toBe(413);
    expect(ErrorEnvelope.parse(JSON.parse(res.body)).error.code).toBe('payload_too_large');
    expect(res.connection).toBe('close');
  });

  it('answers oversized headers with 413 in the envelope', async () => {
    const res = await rawGet('/health', { 'x-filler': 'y'.repeat(20_000) });
    expect(res.status).toBe(413);
    expect(ErrorEnvelope.parse(JSON.parse(res.body)).error.code).toBe('payload_too_large');
  });

  it('answers a path parameter longer than the router allows with 400 in the envelope', async () => {
    const res = await s.api.get(`/api/properties/${'😀'.repeat(300)}`, { token: s.token });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(res.body.error.message).toBeTruthy();
  });

  it('answers a path that is not valid percent-encoding with 400 in the envelope', async () => {
    const res = await s.api.get('/api/properties/%ED%A0%80', { token: s.token });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
  });
});
