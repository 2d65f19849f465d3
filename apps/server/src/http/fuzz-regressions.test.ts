import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { ErrorEnvelope } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrgWithUsers, createUser, TEST_PASSWORD } from '../test/factories';
import type { JsonSchema } from '../test/fuzz-arbitraries';
import { client } from '../test/http-client';
import { startTestServer, type TestServer } from '../test/test-server';

/** Inputs the API fuzz test found answered outside the error envelope, kept as plain tests. */
let server: TestServer;
let api: ReturnType<typeof client>;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url);
  token = (await createOrgWithUsers(server.db)).manager.token;
});
afterAll(() => server.close());

/** A raw request, so the test controls exactly what reaches Node's HTTP parser. */
function rawGet(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string; connection?: string }>((resolve, reject) => {
    const req = httpRequest(`${server.url}${path}`, { headers }, (res) => {
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
    const res = await api.get(`/api/properties/${'😀'.repeat(300)}`, { token });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(res.body.error.message).toBeTruthy();
  });

  it('answers a path that is not valid percent-encoding with 400 in the envelope', async () => {
    const res = await api.get('/api/properties/%ED%A0%80', { token });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
  });
});

/**
 * Classes of input a black-box security test found answered wrongly, swept over
 * every operation of the published OpenAPI document (not only the one where each
 * was found), so a new route cannot bring a class back.
 */
describe('classes found by the black-box security test', () => {
  interface Op {
    method: string;
    path: string;
    query: { name: string; schema: JsonSchema }[];
    pathParams: string[];
    body?: JsonSchema;
  }
  let ops: Op[];
  let admin: Awaited<ReturnType<typeof createUser>>;
  /** The email path parameter (get-by-contractor) names a real contractor, so the request gets far. */
  let contractorEmail: string;
  let ip = 0;
  /** A fresh client address per request, so per-address sign-in limits stay out of the way. */
  const nextIp = () => ({ 'x-forwarded-for': `2001:db8:f::${(++ip).toString(16)}` });

  beforeAll(async () => {
    admin = await createUser(server.db, { role: 'Admin' });
    contractorEmail = (await createUser(server.db, { role: 'Contractor' })).email;
    const doc = (await api.get('/api/openapi.json')).body as {
      paths: Record<
        string,
        Record<
          string,
          {
            parameters?: { name: string; in: string; schema: JsonSchema }[];
            requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
          }
        >
      >;
    };
    ops = Object.entries(doc.paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        query: (op.parameters ?? []).filter((p) => p.in === 'query'),
        pathParams: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
        body: op.requestBody?.content?.['application/json']?.schema,
      })),
    );
    expect(ops.length).toBeGreaterThan(40);
  });

  /** The operation's path with a plausible value in each parameter (or `override` in all). */
  const pathOf = (op: Op, override?: string) =>
    op.path.replace(
      /\{([^}]+)\}/g,
      (_, name: string) =>
        override ?? (name === 'email' ? encodeURIComponent(contractorEmail) : randomUUID()),
    );

  async function send(op: Op, opts: { path?: string; query?: string; body?: unknown } = {}) {
    const url = `${opts.path ?? pathOf(op)}${opts.query ? `?${opts.query}` : ''}`;
    const res = await api.call(op.method, url, {
      token: admin.token,
      headers: nextIp(),
      body: opts.body,
    });
    return { ...res, label: `${op.method} ${url}` };
  }

  const fieldsOf = (res: { body: { error?: { details?: { field: string; problem: string }[] } } }) =>
    res.body.error?.details ?? [];

  it('inherited names as a sort key answer 400 on the sort field (never 500)', async () => {
    const sortable = ops.filter((op) => op.method === 'GET' && op.query.some((q) => q.name === 'sort'));
    expect(sortable.length).toBeGreaterThanOrEqual(6);
    for (const op of sortable) {
      for (const key of [
        'constructor',
        '__proto__',
        'toString',
        'hasOwnProperty',
        '-valueOf',
        '-constructor',
      ]) {
        const res = await send(op, { query: `sort=${encodeURIComponent(key)}` });
        expect(res.status, res.label).toBe(400);
        expect(fieldsOf(res), res.label).toContainEqual(expect.objectContaining({ field: 'sort' }));
      }
    }
  });

  it('a NUL character in any query, path parameter, body field or key answers 400 naming it', async () => {
    let checked = 0;
    for (const op of ops) {
      for (const q of op.query) {
        const res = await send(op, { query: `${q.name}=a%00b` });
        expect(res.status, res.label).toBe(400);
        expect(fieldsOf(res), res.label).toContainEqual({
          field: q.name,
          problem: 'nul_character',
          message: expect.any(String),
        });
        checked++;
      }
      if (op.pathParams.length) {
        const res = await send(op, { path: pathOf(op, 'a%00b') });
        expect(res.status, res.label).toBe(400);
        checked++;
      }
      if (op.body && op.method !== 'GET') {
        for (const name of [...Object.keys(op.body.properties ?? {}), 'any']) {
          const res = await send(op, { body: { [name]: 'a\u0000b' } });
          expect(res.status, `${res.label} ${name}`).toBe(400);
          expect(fieldsOf(res)).toContainEqual(
            expect.objectContaining({ field: name, problem: 'nul_character' }),
          );
          checked++;
        }
        const key = await send(op, { body: { 'k\u0000': 1 } });
        expect(key.status, key.label).toBe(400);
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('year 0000 and impossible days answer 400 on the date field (query and body)', async () => {
    let checked = 0;
    for (const op of ops) {
      const queryDates = op.query.filter((q) => q.schema.format === 'date');
      const bodyDates = Object.entries(op.body?.properties ?? {})
        .filter(([, schema]) => JSON.stringify(schema).includes('"format":"date"'))
        .map(([name]) => name);
      for (const value of ['0000-01-01', '2023-02-30', '2023-13-01']) {
        for (const q of queryDates) {
          const res = await send(op, { query: `${q.name}=${value}` });
          expect(res.status, res.label).toBe(400);
          expect(fieldsOf(res), res.label).toContainEqual(expect.objectContaining({ field: q.name }));
          checked++;
        }
        for (const name of bodyDates) {
          const res = await send(op, { body: { [name]: value } });
          expect(res.status, `${res.label} ${name}=${value}`).toBe(400);
          expect(fieldsOf(res)).toContainEqual(
            expect.objectContaining({ field: name, problem: 'invalid_format' }),
          );
          checked++;
        }
      }
    }
    // At least reports' from/to, equipment's serviceDueBefore and the service dates of equipment.
    expect(checked).toBeGreaterThanOrEqual(3 * 5);
  });

  it('a deeply nested body answers 400 too_deep on every operation that takes one', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    for (const op of ops.filter((o) => o.body && o.method !== 'GET')) {
      const name = Object.keys(op.body?.properties ?? {})[0] ?? 'x';
      const res = await api.call(op.method, pathOf(op), {
        token: admin.token,
        headers: { ...nextIp(), 'content-type': 'application/json' },
        body: `{${JSON.stringify(name)}:${deep}}`,
      });
      expect(res.status, `${op.method} ${op.path}`).toBe(400);
      expect(fieldsOf(res), op.path).toContainEqual(expect.objectContaining({ problem: 'too_deep' }));
    }
  });

  it('metadata nests at most 8 levels', async () => {
    const nested = (levels: number): unknown => (levels === 0 ? 1 : { a: nested(levels - 1) });
    const ok = await api.post(
      '/api/auth/add-metadata-to-user',
      { metadata: { k: nested(8) } },
      { token: admin.token },
    );
    expect(ok.status).toBe(200);
    const deep = await api.post(
      '/api/auth/add-metadata-to-user',
      { metadata: { k: nested(9) } },
      { token: admin.token },
    );
    expect(deep.status).toBe(400);
    expect(deep.body.error.details[0]).toMatchObject({ problem: 'too_deep' });
    expect(deep.body.error.details[0].field).toMatch(/^metadata\.k\./);
    await api.post('/api/auth/add-metadata-to-user', { metadata: { k: null } }, { token: admin.token });
  });

  it('no GET, sent cross-site with the access cookie alone, ends the session', async () => {
    const { manager } = await createOrgWithUsers(server.db);
    for (const op of ops.filter((o) => o.method === 'GET')) {
      await api.get(pathOf(op), {
        cookie: `acst=${manager.token}`,
        headers: { 'sec-fetch-site': 'cross-site' },
      });
    }
    expect((await api.get('/api/auth/get-current-user', { token: manager.token })).status).toBe(200);
  });

  it('answers tell nobody whether an address has an account', async () => {
    const { org, manager, tenant } = await createOrgWithUsers(server.db);
    const unknown = `nobody-${randomUUID()}@example.test`;
    const calls: [string, (email: string) => Record<string, unknown>, string | undefined][] = [
      [
        '/api/auth/generate-invite-token',
        (email) => ({ email, role: 'PropertyTenant', organisationId: org.id }),
        manager.token,
      ],
      ['/api/auth/reset-password', (email) => ({ email }), undefined],
      ['/api/auth/login', (email) => ({ email, password: `${TEST_PASSWORD}-wrong` }), undefined],
    ];
    for (const [path, body, token] of calls) {
      const known = await api.post(path, body(tenant.email), { token, headers: nextIp() });
      const fresh = await api.post(path, body(unknown), { token, headers: nextIp() });
      expect(known.status, path).toBe(fresh.status);
      expect(Object.keys(known.body).sort(), path).toEqual(Object.keys(fresh.body).sort());
      if (!('token' in known.body)) expect(known.body, path).toEqual(fresh.body);
    }
  });

  it('no page asks a plain-http browser to upgrade to https', async () => {
    for (const path of [
      '/api/docs',
      '/health',
      ...ops.filter((o) => o.method === 'GET').map((o) => pathOf(o)),
    ]) {
      const res = await api.get(path, { token: admin.token });
      expect(res.headers.get('content-security-policy') ?? '', path).not.toContain(
        'upgrade-insecure-requests',
      );
    }
  });
});
