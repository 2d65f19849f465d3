import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sendWebhook } from './webhook-send';

/** The example receiver of docs/INTEGRATIONS.md, run as written, against signed deliveries. */
const guide = readFileSync(join(import.meta.dirname, '../../../../../docs/INTEGRATIONS.md'), 'utf8');
const code = /```js\n([\s\S]*?)```/.exec(guide)![1]!;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("the guide's example receiver", () => {
  const dir = mkdtempSync(join(tmpdir(), 'guide-receiver-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('accepts a delivery signed with its secret and refuses one signed with another', async () => {
    const port = await freePort();
    const file = join(dir, 'receiver.mjs');
    writeFileSync(file, code.replace('.listen(8080)', `.listen(${port}, '127.0.0.1')`));
    const secret = 'whsec_guide-test-secret';
    const child = spawn(process.execPath, [file], { env: { ...process.env, WEBHOOK_SECRET: secret } });
    try {
      const url = `http://127.0.0.1:${port}/`;
      const body = JSON.stringify({ id: 'e1', type: 'ping', organisationId: 'o', data: {} });
      const base = { url, body, eventId: 'e1', eventType: 'ping', deliveryId: 'd1', allowPrivate: true };
      let status = 0;
      for (let i = 0; i < 50 && status === 0; i++) {
        status = await sendWebhook({ ...base, secret, now: new Date() }).catch(async () => {
          await new Promise((r) => setTimeout(r, 100));
          return 0;
        });
      }
      expect(status).toBe(204);
      expect(await sendWebhook({ ...base, secret: 'whsec_other', now: new Date() })).toBe(400);
      // An old timestamp is refused too.
      expect(await sendWebhook({ ...base, secret, now: new Date(Date.now() - 600_000) })).toBe(400);
    } finally {
      child.kill();
    }
  });
});
