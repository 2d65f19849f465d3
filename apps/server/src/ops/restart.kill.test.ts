import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrgWithUsers } from '../test/factories';
import {
  type ChildServer,
  createDataHome,
  type DataHome,
  killIfRunning,
  request,
  startChildServer,
} from '../test/restart-harness';

/**
 * kill -9 loses nothing that was committed: every write the API acknowledged
 * (including those acknowledged a moment before the kill, while more were in
 * flight) is found after a restart on the same data.
 */
let home: DataHome;
let token: string;
const running: ChildServer[] = [];

beforeAll(async () => {
  home = await createDataHome();
}, 120_000);

afterAll(async () => {
  for (const s of running) await killIfRunning(s);
  await home.dispose();
});

interface Written {
  id: string;
  address: string;
}

describe('kill -9', () => {
  it('keeps the administrator created on the first start', async () => {
    // An empty database: the start creates the first Admin, then dies at once.
    const boot = await startChildServer(home);
    running.push(boot);
    boot.child.kill('SIGKILL');
    expect(await boot.exited).toBe('SIGKILL');
    const admins = await home.offline(async (db) => {
      token = (await createOrgWithUsers(db)).manager.token;
      return db.query<{ email: string }>(`SELECT email FROM users WHERE role = 'Admin'`);
    });
    expect(admins.map((a) => a.email)).toEqual(['admin@example.test']);
  }, 120_000);

  it('keeps every acknowledged write', async () => {
    const first = await startChildServer(home);
    running.push(first);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 10 });
    const url = `${first.url}/api/properties`;

    // Settled writes: created, some then changed, some deleted.
    const settled: Written[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await request(agent, url, {
        method: 'POST',
        token,
        body: { address: `Kvarngatan ${i}`, type: 'Apartment', city: 'Umeå' },
      });
      expect(res.kind === 'answered' && res.status).toBe(201);
      if (res.kind === 'answered') settled.push(JSON.parse(res.body) as Written);
    }
    for (const p of settled.slice(0, 4)) {
      p.address = `${p.address} B`;
      const res = await request(agent, `${url}/${p.id}`, {
        method: 'PUT',
        token,
        body: { address: p.address },
      });
      expect(res.kind === 'answered' && res.status).toBe(200);
    }
    const deleted = settled.splice(8, 4);
    for (const p of deleted) {
      const res = await request(agent, `${url}/${p.id}`, { method: 'DELETE', token });
      expect(res.kind === 'answered' && res.status).toBe(200);
    }

    // Writes still streaming in when the process is killed.
    const acknowledged: Written[] = [];
    let stop = false;
    let n = 0;
    const writer = async () => {
      while (!stop) {
        const res = await request(agent, url, {
          method: 'POST',
          token,
          body: { address: `Killgatan ${n++}`, type: 'Commercial' },
        });
        if (res.kind === 'answered' && res.status === 201) acknowledged.push(JSON.parse(res.body) as Written);
        if (res.kind === 'refused') return;
      }
    };
    const writers = Array.from({ length: 10 }, writer);
    await new Promise((r) => setTimeout(r, 1500));
    first.child.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    stop = true;
    await Promise.all(writers);
    agent.destroy();
    expect(acknowledged.length).toBeGreaterThan(5);

    const second = await startChildServer(home);
    running.push(second);
    const check = new http.Agent({ keepAlive: true, maxSockets: 4 });
    for (const p of [...settled, ...acknowledged]) {
      const res = await request(check, `${second.url}/api/properties/${p.id}`, { token });
      expect(res.kind === 'answered' && res.status, p.id).toBe(200);
      if (res.kind === 'answered') expect(JSON.parse(res.body).address).toBe(p.address);
    }
    for (const p of deleted) {
      const res = await request(check, `${second.url}/api/properties/${p.id}`, { token });
      expect(res.kind === 'answered' && res.status).toBe(404);
    }
    check.destroy();

    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 120_000);
});
