import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createLocalBus } from '../events/bus';
import { createLogger } from '../logger';
import { createOrgWithUsers } from '../test/factories';
import { rawHubSocket } from '../test/hub-kit';
import { createTestDb, type TestDb } from '../test/test-db';
import { testConfig } from '../test/test-server';

/**
 * Client errors (4xx, a hub client's bad frame) are logged below the error level, with
 * what was refused; the error level is kept for the server's own failures.
 */
let testDb: TestDb;
let app: Awaited<ReturnType<typeof buildApp>>;
let url: string;
let lines: { level: number; msg: string; code?: string }[] = [];

beforeAll(async () => {
  testDb = await createTestDb();
  const config = testConfig({ LOG_LEVEL: 'info' });
  const capture = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
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
}, 120_000);
afterAll(async () => {
  await app?.close();
  await testDb?.drop();
});

describe('client errors in the log', () => {
  it('are logged at info or warn, never at error', async () => {
    const { manager } = await createOrgWithUsers(testDb.db);
    lines = [];
    const auth = { authorization: `Bearer ${manager.token}` };
    const json = { 'content-type': 'application/json' };
    const requests: [string, RequestInit][] = [
      ['/api/auth/login', { method: 'POST', headers: json, body: '{"email":' }],
      ['/api/reports?q=%00', { headers: auth }],
      ['/api/auth/login', { method: 'POST', headers: json, body: 'x'.repeat(1024 * 1024 + 10) }],
      [
        `/api/reports/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}/files`,
        {
          method: 'POST',
          headers: { ...auth, 'content-type': 'multipart/form-data; boundary=' },
          body: '--x\r\n',
        },
      ],
    ];
    const answers = [];
    for (const [path, init] of requests) {
      answers.push(await fetch(url + path, init));
    }
    expect(answers.map((a) => a.status)).toEqual([400, 400, 413, 400]);
    // A hub frame over its size limit.
    const hub = await rawHubSocket(url, { query: `access_token=${manager.token}` });
    await hub.nextRecord();
    hub.ws.send('x'.repeat(70 * 1024));
    await hub.closed;
    await new Promise((r) => setTimeout(r, 200));

    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
    const refused = lines.filter((l) => l.msg === 'request refused');
    expect(refused.map((l) => l.level).every((level) => level === 30)).toBe(true);
    expect(refused.map((l) => l.code).sort()).toEqual(
      expect.arrayContaining(['payload_too_large', 'validation_failed']),
    );
    expect(lines.some((l) => l.msg === 'hub socket error' && l.level === 40)).toBe(true);
  });
});
