import { randomBytes, randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createLocalBus } from '../events/bus';
import { createLogger } from '../logger';
import { createOrgWithUsers } from '../test/factories';
import { connectHub } from '../test/hub-kit';
import { createTestDb, type TestDb } from '../test/test-db';
import { testConfig } from '../test/test-server';

/**
 * Every logged URL at `info`: no token of any kind reaches the log, on the
 * routes where tokens travel and on every operation of the OpenAPI document.
 */
let testDb: TestDb;
let app: Awaited<ReturnType<typeof buildApp>>;
let url: string;
let lines: string[] = [];

beforeAll(async () => {
  testDb = await createTestDb();
  const config = testConfig({ LOG_LEVEL: 'info' });
  const capture = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  const deps = {
    config,
    db: testDb.db,
    bus: createLocalBus(),
    jwtSecret: new TextEncoder().encode(config.JWT_SECRET),
    log: createLogger(config, capture),
  };
  app = await buildApp(deps);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await app?.close();
  await testDb?.drop();
});

describe('logged URLs', () => {
  it('carry no hub access token, page token or change-email token', async () => {
    lines = [];
    const { manager } = await createOrgWithUsers(testDb.db);
    const hub = await connectHub(url, { token: manager.token });
    await hub.stop();
    const secret = 'S3cretTokenValue0123456789abcdef';
    for (const path of [
      `/reportHub?id=1&access_token=${manager.token}`,
      `/auth/reset-password?token=${secret}`,
      `/auth/create-account?lang=sv&token=${secret}`,
      `/api/auth/change-email/${secret}`,
      `/api/reports?q=x&Token=${secret}`,
      `/api/reports?refresh_token=${encodeURIComponent(secret)}#frag`,
    ])
      await fetch(url + path, { headers: { authorization: `Bearer ${manager.token}` } });
    await new Promise((r) => setTimeout(r, 50));
    const logged = lines.join('\n');
    expect(lines.filter((l) => l.includes('"incoming request"')).length).toBeGreaterThanOrEqual(7);
    expect(logged).toContain('access_token=[redacted]');
    expect(logged).toContain('/api/auth/change-email/[redacted]');
    expect(logged).toContain('token=[redacted]');
    expect(logged).not.toContain(manager.token);
    expect(logged).not.toContain(manager.token.split('.')[2]!);
    expect(logged).not.toContain(secret);
  });

  it('carry no token on any operation, whatever the parameter is called', async () => {
    lines = [];
    const doc = (await (await fetch(`${url}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const secret = `Zq${randomBytes(12).toString('hex')}`;
    const names = ['token', 'access_token', 'refresh_token', 'id_token', 'password', 'secret', 'code'];
    let sent = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      const concrete = path.replace(/\{[^}]+\}/g, path.includes('change-email') ? secret : randomUUID());
      for (const method of Object.keys(methods)) {
        const name = names[sent % names.length]!;
        await fetch(`${url}${concrete}?page=1&${name}=${secret}&q=x`, {
          method: method.toUpperCase(),
          headers: { 'x-forwarded-for': `2001:db8:1::${sent.toString(16)}` },
        });
        sent++;
      }
    }
    await new Promise((r) => setTimeout(r, 50));
    expect(lines.filter((l) => l.includes('"incoming request"')).length).toBeGreaterThanOrEqual(sent);
    expect(lines.join('\n')).not.toContain(secret);
  });
});
