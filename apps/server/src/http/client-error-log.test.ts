import { describe, expect, it } from 'vitest';
import { apiSuite } from '../test/api-suite';
import { createOrgWithUsers } from '../test/factories';
import { rawHubSocket } from '../test/hub-kit';

/**
 * Client errors (4xx, a hub client's bad frame) are logged below the error level, with
 * what was refused; the error level is kept for the server's own failures.
 */
let lines: { level: number; msg: string; code?: string }[] = [];
const s = apiSuite(async () => ({}), {
  env: { LOG_LEVEL: 'info' },
  logTo: (line) => lines.push(JSON.parse(line)),
});

describe('client errors in the log', () => {
  it('are logged at info or warn, never at error', async () => {
    const { url, db } = s.server;
    const { manager } = await createOrgWithUsers(db);
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
