import { randomUUID } from 'node:crypto';
import type { ReportHubPayload } from '@app/contract';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganisation, createUser } from '../test/factories';
import { connectHub, rawHubSocket, sleep } from '../test/hub-kit';
import { startTestServer, type TestServer } from '../test/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ bus: 'db' });
});
afterAll(async () => {
  await server?.close();
});

const created = (organisationId: string, extra: Partial<ReportHubPayload> = {}): ReportHubPayload => ({
  reportId: randomUUID(),
  organisationId,
  status: 'Open',
  trade: 'plumber',
  priority: 'Normal',
  contractorId: null,
  ...extra,
});

describe('connecting to /reportHub', () => {
  it('accepts the official client with a valid token and delivers events', async () => {
    const admin = await createUser(server.db, { role: 'Admin' });
    const hub = await connectHub(server.url, { token: admin.token });
    const org = await createOrganisation(server.db);
    const payload = created(org.id);
    await server.deps.bus.publish({ type: 'ReportCreated', payload });
    expect(await hub.waitFor('ReportCreated', (p) => p.reportId === payload.reportId)).toEqual(payload);
    await hub.stop();
  });

  it('delivers the events of one change, published together, in their order', async () => {
    const admin = await createUser(server.db, { role: 'Admin' });
    const socket = await rawHubSocket(server.url, { query: `access_token=${admin.token}` });
    expect(await socket.nextRecord()).toEqual({});
    const organisationId = randomUUID();
    const report = created(organisationId);
    const base = { reportId: report.reportId, organisationId };
    await server.deps.bus.publish(
      { type: 'ReportUpdated', payload: report },
      { type: 'EventAdded', payload: { ...base, kind: 'accepted' } },
      { type: 'EventAdded', payload: { ...base, kind: 'comment' } },
    );
    const received: unknown[] = [];
    for (let i = 0; i < 3; i++) {
      const record = await socket.nextRecord((r) => r.type === 1);
      received.push([record.target, ...(record.arguments as unknown[])]);
    }
    expect(received).toEqual([
      ['ReportUpdated', report],
      ['EventAdded', { ...base, kind: 'accepted' }],
      ['EventAdded', { ...base, kind: 'comment' }],
    ]);
    socket.ws.close();
  });

  it('refuses a connection without a token with a close message naming the reason', async () => {
    await expect(connectHub(server.url)).rejects.toThrow(/unauthenticated/);
  });

  it('refuses a forged token', async () => {
    const forged = await new SignJWT({ sid: randomUUID() })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(randomUUID())
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    await expect(connectHub(server.url, { token: forged })).rejects.toThrow(/unauthenticated/);
  });

  it('accepts the access_token query parameter (the browser client) and the acst cookie', async () => {
    const admin = await createUser(server.db, { role: 'Admin' });
    const byQuery = await rawHubSocket(server.url, { query: `access_token=${admin.token}` });
    expect(await byQuery.nextRecord()).toEqual({});
    const byCookie = await rawHubSocket(server.url, { headers: { cookie: `acst=${admin.token}` } });
    expect(await byCookie.nextRecord()).toEqual({});
    const payload = created(randomUUID());
    await server.deps.bus.publish({ type: 'ReportUpdated', payload });
    for (const socket of [byQuery, byCookie]) {
      expect(await socket.nextRecord((r) => r.type === 1)).toEqual({
        type: 1,
        target: 'ReportUpdated',
        arguments: [payload],
      });
      socket.ws.close();
    }
  });

  it('refuses a browser page of another site, allows the same host', async () => {
    const admin = await createUser(server.db, { role: 'Admin' });
    const foreign = await rawHubSocket(server.url, {
      query: `access_token=${admin.token}`,
      headers: { origin: 'https://evil.example' },
    });
    expect(await foreign.nextRecord()).toEqual({});
    expect(await foreign.nextRecord()).toEqual({ type: 7, error: 'forbidden_origin' });
    await foreign.closed;
    const same = await rawHubSocket(server.url, {
      query: `access_token=${admin.token}`,
      headers: { origin: server.url },
    });
    expect(await same.nextRecord()).toEqual({});
    await sleep(50);
    expect(same.records).toEqual([{}]);
    same.ws.close();
  });
});
