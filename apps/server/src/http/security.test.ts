import { describe, expect, it } from 'vitest';
import { apiSuite } from '../test/api-suite';
import { client } from '../test/http-client';
import { startTestServer } from '../test/test-server';

const s = apiSuite(async () => ({}));

describe('security headers and limits', () => {
  it('sends a strict CSP, no framing, nosniff, no referrer and HSTS', async () => {
    const res = await s.api.get('/health');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('strict-transport-security')).toContain('max-age=');
  });

  it.each([
    ['a body that is not JSON', 415, 'text/plain', 'email=a@b.se', 'unsupported_media_type'],
    ['malformed JSON', 400, 'application/json', '{"email":', 'validation_failed'],
  ])('answers %s with %i in the envelope', async (_what, status, type, body, code) => {
    const res = await s.api.call('POST', '/api/auth/login', { body, headers: { 'content-type': type } });
    expect(res.status).toBe(status);
    expect(res.body.error.code).toBe(code);
  });

  it('refuses an oversized body with 413', async () => {
    const res = await s.api.post('/api/auth/login', { email: 'a@b.se', password: 'x'.repeat(1_100_000) });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('payload_too_large');
  });
});

describe('API documentation page', () => {
  it('asks for no https upgrade when the public address is plain http', async () => {
    const res = await s.api.get('/api/docs');
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('keeps the upgrade with an https public address', async () => {
    const https = await startTestServer({ env: { PUBLIC_URL: 'https://felanmalan.example' } });
    try {
      const res = await client(https.url).get('/api/docs');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
    } finally {
      await https.close();
    }
  });
});
