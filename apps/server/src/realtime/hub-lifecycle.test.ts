import { randomUUID } from 'node:crypto';
import type { ReportHubPayload } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { revokeSession } from '../auth/sessions.repo';
import { createUser } from '../test/factories';
import {
  type ConnectOptions,
  connectHub,
  hubSuite,
  rawHubSocket,
  sleep,
  startHubServer,
  tokenExpiringIn,
} from '../test/hub-kit';

/** Token lifetime, pings, timeouts and protocol edges, on a hub with short timings. */
const suite = hubSuite({
  pingIntervalMs: 200,
  clientTimeoutMs: 800,
  handshakeTimeoutMs: 500,
  recheckIntervalMs: 300,
  closeGraceMs: 300,
});

/** The official client, pinging often enough for this server's short client timeout. */
const connect = (opts: ConnectOptions) => connectHub(suite.server.url, { ...opts, keepAliveMs: 100 });
const admin = () => createUser(suite.testDb.db, { role: 'Admin' });
const update = (): ReportHubPayload => ({
  reportId: randomUUID(),
  organisationId: randomUUID(),
  status: 'Open',
});

describe('an open socket does not outlive its token', () => {
  it('closes the connection when the token expires, allowing a reconnect with a fresh one', async () => {
    // A hub of its own with a patient client timeout: on a busy machine this suite's 800 ms of
    // silence ended the raw socket (client_timeout) before its token did.
    const patient = await startHubServer({
      db: suite.testDb.db,
      limits: {
        pingIntervalMs: 200,
        clientTimeoutMs: 30_000,
        handshakeTimeoutMs: 5_000,
        recheckIntervalMs: 300,
        closeGraceMs: 300,
      },
    });
    try {
      const user = await admin();
      // Expiry has second precision: this token lives between 5 and 6 seconds (a connect on a busy
      // machine took over two, and a shorter life ended the connection before it was checked).
      const hub = await connectHub(patient.url, { token: await tokenExpiringIn(user, 6), keepAliveMs: 100 });
      await sleep(500);
      expect(hub.connection.state).toBe('Connected');
      const error = await hub.closed;
      expect(error?.message).toMatch(/token_expired/);
      const raw = await rawHubSocket(patient.url, {
        query: `access_token=${await tokenExpiringIn(user, 6)}`,
      });
      expect(await raw.nextRecord()).toEqual({});
      expect(await raw.nextRecord((r) => r.type === 7, 15_000)).toEqual({
        type: 7,
        error: 'token_expired',
        allowReconnect: true,
      });
    } finally {
      await patient.close();
    }
  });

  it('refuses a token that has already expired', async () => {
    const user = await admin();
    await expect(connect({ token: await tokenExpiringIn(user, -5) })).rejects.toThrow(/token_expired/);
  });

  it('drops the connection when the session is revoked (logout)', async () => {
    const user = await admin();
    const hub = await connect({ token: user.token });
    await sleep(400);
    expect(hub.connection.state).toBe('Connected');
    await revokeSession(suite.testDb.db, user.sessionId, 'logout');
    const error = await hub.closed;
    expect(error?.message).toMatch(/session_ended/);
  });

  it('drops the connection when the account is disabled', async () => {
    const user = await admin();
    const hub = await connect({ token: user.token });
    await suite.testDb.db.query('UPDATE users SET disabled = true WHERE id = $1', [user.id]);
    expect((await hub.closed)?.message).toMatch(/session_ended/);
  });
});

describe('keeping the connection alive', () => {
  it('pings the client and closes one that stays silent', async () => {
    const user = await admin();
    const raw = await rawHubSocket(suite.server.url, { query: `access_token=${user.token}` });
    expect(await raw.nextRecord()).toEqual({});
    expect(await raw.nextRecord()).toEqual({ type: 6 });
    // This client never pings back.
    expect(await raw.nextRecord((r) => r.type === 7, 3000)).toEqual({
      type: 7,
      error: 'client_timeout',
      allowReconnect: true,
    });
    await raw.closed;
  });

  it('keeps a client that pings (the official client does every 15 s)', async () => {
    const user = await admin();
    const raw = await rawHubSocket(suite.server.url, { query: `access_token=${user.token}` });
    for (let i = 0; i < 6; i++) {
      await sleep(250);
      raw.send({ type: 6 });
    }
    expect(raw.records.filter((r) => r.type === 7)).toEqual([]);
    raw.ws.close();
  });
});

describe('the protocol', () => {
  it('answers an invocation of an unknown method with an error completion', async () => {
    const user = await admin();
    const hub = await connect({ token: user.token });
    await expect(hub.connection.invoke('DeleteEverything', 1)).rejects.toThrow(
      /Unknown hub method 'DeleteEverything'/,
    );
    // A fire-and-forget send expects no answer and changes nothing.
    await hub.connection.send('DeleteEverything');
    const payload = update();
    await suite.server.bus.publish({ type: 'ReportUpdated', payload });
    expect(await hub.waitFor('ReportUpdated')).toEqual(payload);
    await hub.stop();
  });

  it('refuses another protocol or version in the handshake', async () => {
    const user = await admin();
    const query = `access_token=${user.token}`;
    const v2 = await rawHubSocket(suite.server.url, { query, handshake: { protocol: 'json', version: 2 } });
    expect(await v2.nextRecord()).toEqual({ error: "Requested protocol version '2' is not supported." });
    await v2.closed;
    const pack = await rawHubSocket(suite.server.url, {
      query,
      handshake: { protocol: 'messagepack', version: 1 },
    });
    expect(await pack.nextRecord()).toEqual({ error: "Requested protocol 'messagepack' is not available." });
    await pack.closed;
  });

  it('closes a socket that never completes the handshake', async () => {
    const raw = await rawHubSocket(suite.server.url, { handshake: null });
    const started = Date.now();
    await raw.closed;
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
    expect(raw.records).toEqual([]);
  });

  it('closes on a malformed message and when the client says goodbye', async () => {
    const user = await admin();
    const bad = await rawHubSocket(suite.server.url, { query: `access_token=${user.token}` });
    await bad.nextRecord();
    bad.ws.send('{"type":1');
    expect(await bad.nextRecord((r) => r.type === 7)).toEqual({ type: 7, error: 'invalid_message' });
    await bad.closed;
    const polite = await rawHubSocket(suite.server.url, { query: `access_token=${user.token}` });
    await polite.nextRecord();
    polite.send({ type: 7 });
    expect(await polite.closed).toBe(1000);
  });

  it('tells clients to reconnect elsewhere when the server shuts down', async () => {
    // A second hub on the same database, closed alone.
    const other = await startHubServer({ db: suite.testDb.db });
    const user = await admin();
    const hub = await connectHub(other.url, {
      token: user.token,
      reconnect: { nextRetryDelayInMilliseconds: () => 60_000 },
    });
    const reconnecting = new Promise<Error | undefined>((resolve) => hub.connection.onreconnecting(resolve));
    await other.close();
    expect((await reconnecting)?.message).toMatch(/server_shutting_down/);
    await hub.stop();
  });
});
