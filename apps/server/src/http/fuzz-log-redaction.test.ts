import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiSuite } from '../test/api-suite';
import { createOrgWithUsers } from '../test/factories';
import { connectHub } from '../test/hub-kit';

/**
 * Every logged URL at `info`: no token of any kind reaches the log, on the
 * routes where tokens travel and on every operation of the OpenAPI document.
 */
let lines: string[] = [];
const s = apiSuite(async () => ({}), { env: { LOG_LEVEL: 'info' }, logTo: (line) => lines.push(line) });

describe('logged URLs', () => {
  it('carry no hub access token, page token or change-email token', async () => {
    lines = [];
    const { url, db } = s.server;
    const { manager } = await createOrgWithUsers(db);
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
    const { url } = s.server;
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
