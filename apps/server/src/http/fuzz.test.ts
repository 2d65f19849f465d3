import { ErrorEnvelope, errorStatus } from '@app/contract';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyFor, hostileString, type JsonSchema, type RawBody, valueFor } from '../test/fuzz-arbitraries';
import { seedFuzzWorld } from '../test/fuzz-fixtures';
import { testDbKind } from '../test/test-db';
import { startTestServer, type TestServer } from '../test/test-server';

/**
 * Fuzzes every operation of the published OpenAPI document as an anonymous
 * caller and as each role, with bodies, path parameters and queries that fit
 * the schemas, nearly fit them, or are hostile. Properties:
 * - no 5xx, ever;
 * - a 2xx status is one the operation declares, and its body validates against the declared schema;
 * - a 4xx is the error envelope, with a code of the closed set that maps to that status;
 * - a refused request (anything but 2xx) writes nothing: every table's rows are unchanged.
 * A fixed seed and a bounded number of runs keep CI repeatable and quick;
 * FUZZ_RUNS=<runs per operation> and FUZZ_SEED=<n> run it longer or differently, FUZZ_STATS=1
 * prints the statuses seen per operation (docs/SECURITY.md).
 */
// When the suite runs on both databases (TEST_BOTH_DATABASES=1, vitest.config.ts), each takes
// half the runs with seeds of its own: together they send as many requests as one database
// alone, and every table is hashed after each request, the bulk of this file's time.
const onBothDatabases = process.env.TEST_BOTH_DATABASES === '1';
const RUNS = Number(process.env.FUZZ_RUNS ?? (onBothDatabases ? 5 : 10));
const SEED =
  Number(process.env.FUZZ_SEED ?? 20_261_122) + (onBothDatabases && testDbKind === 'postgres' ? 100_000 : 0);

type Caller = 'anonymous' | 'forged' | 'Admin' | 'PropertyManager' | 'PropertyTenant' | 'Contractor';
const CALLERS: Caller[] = ['anonymous', 'forged', 'Admin', 'PropertyManager', 'PropertyTenant', 'Contractor'];

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  schema: JsonSchema;
}
interface Operation {
  method: string;
  path: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

interface FuzzRequest {
  caller: Caller;
  path: Record<string, string>;
  query: [string, string][];
  body?: RawBody;
  language: string;
}

let server: TestServer;
let world: Awaited<ReturnType<typeof seedFuzzWorld>>;
let operations: Operation[];
let snapshotSql: string;

beforeAll(async () => {
  // The job worker is not started: it works earlier requests' notification jobs in the
  // background, which would look like writes by whatever refused request runs meanwhile.
  // Refused requests must still enqueue nothing, which the table check below sees.
  server = await startTestServer({ env: { RATE_LIMITS: 'off' }, jobs: { autoStart: false } });
  world = await seedFuzzWorld(server.db);
  const doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
    paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>>;
  };
  operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ ...op, method: method.toUpperCase(), path })),
  );
  const tables = await server.db.query<{ tableName: string }>(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  // One round trip: per table the row count and a hash of every row (minus the "last seen" stamp reads may move).
  snapshotSql = tables
    .map(
      ({ tableName }) =>
        `SELECT '${tableName}' AS t, count(*)::int AS n, md5(coalesce(string_agg(r, ',' ORDER BY r), '')) AS h
         FROM (SELECT (to_jsonb(x) - 'last_used_at')::text AS r FROM "${tableName}" x) s`,
    )
    .join(' UNION ALL ');
}, 120_000);

afterAll(() => server?.close());

const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
addFormats.default(ajv);
const validators = new Map<string, ValidateFunction>();
function responseValidator(op: Operation, status: number): ValidateFunction | undefined {
  const key = `${op.method} ${op.path} ${status}`;
  if (!validators.has(key)) {
    const schema = op.responses?.[String(status)]?.content?.['application/json']?.schema;
    if (schema) validators.set(key, ajv.compile(schema));
  }
  return validators.get(key);
}

/** Percent-encodes; a lone surrogate cannot be, so it goes out as invalid UTF-8 (a hostile case itself). */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

/**
 * Half the requests are well-formed (every value fits its schema, ids of real
 * records), so they reach services, SQL and the response schemas; the other
 * half mix in hostile paths, queries and bodies.
 */
function requestArbitrary(op: Operation): fc.Arbitrary<FuzzRequest> {
  return fc.boolean().chain((wellFormed) => requestOf(op, wellFormed));
}

function requestOf(op: Operation, wellFormed: boolean): fc.Arbitrary<FuzzRequest> {
  const pools = { ids: world.bodyIds, emails: world.emails, named: world.named };
  const own = world.byCollection[op.path.split('/')[2] ?? ''] ?? [];
  const pathPools = { ids: [...own, ...own, ...own, ...world.pathIds], emails: world.emails };
  const params = op.parameters ?? [];
  const path: Record<string, fc.Arbitrary<string>> = {};
  for (const p of params.filter((p) => p.in === 'path')) {
    const fits = valueFor(p.schema, pathPools) as fc.Arbitrary<string>;
    path[p.name] = wellFormed
      ? own.length
        ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...own) }, { weight: 1, arbitrary: fits })
        : fits
      : fc.oneof(
          { weight: 1, arbitrary: fits },
          { weight: 1, arbitrary: fc.uuid() },
          { weight: 3, arbitrary: hostileString() },
        );
  }
  const queryParams = params.filter((p) => p.in === 'query');
  const queryValue = (schema: JsonSchema) =>
    wellFormed
      ? valueFor(schema, pools).map((v) => String(v))
      : fc.oneof(
          { weight: 1, arbitrary: valueFor(schema, pools).map((v) => String(v)) },
          { weight: 2, arbitrary: hostileString() },
        );
  const known = fc
    .subarray(queryParams)
    .chain((chosen) =>
      fc.tuple(...chosen.map((p) => queryValue(p.schema).map((v): [string, string] => [p.name, v]))),
    );
  // Unknown, repeated and prototype-named parameters.
  const extra = fc.array(
    fc.tuple(
      fc.constantFrom('unknown', '__proto__', 'constructor', 'page', 'sort', 'organisationId', 'q[]'),
      hostileString(),
    ),
    { minLength: 1, maxLength: 2 },
  );
  const query = wellFormed ? known : fc.tuple(known, extra).map(([k, e]) => [...k, ...e]);
  const hasBody = op.method === 'POST' || op.method === 'PUT' || op.method === 'PATCH';
  const bodySchema = op.requestBody?.content?.['application/json']?.schema;
  const body = !hasBody
    ? fc.constant(undefined)
    : wellFormed && bodySchema
      ? valueFor(bodySchema, pools).map(
          (v): RawBody => ({ text: JSON.stringify(v), contentType: 'application/json' }),
        )
      : bodyFor(bodySchema, pools);
  return fc.record({
    caller: fc.constantFrom(...CALLERS),
    path: fc.record(path),
    query,
    body,
    language: fc.constantFrom('sv', 'en', 'en-GB,en;q=0.8', 'xx', '*;q=oops', ''),
  }) as fc.Arbitrary<FuzzRequest>;
}

function buildUrl(op: Operation, req: FuzzRequest): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => encode(req.path[name] ?? ''));
  const qs = req.query.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&');
  return `${server.url}${path}${qs ? `?${qs}` : ''}`;
}

const clip = (s: string, n = 300) => (s.length > n ? `${s.slice(0, n)}…(${s.length} chars)` : s);

async function send(op: Operation, req: FuzzRequest) {
  const headers: Record<string, string> = { 'accept-language': req.language };
  const token =
    req.caller === 'forged'
      ? 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl'
      : world.callers[req.caller as keyof typeof world.callers];
  if (token) headers.authorization = `Bearer ${token}`;
  if (req.body?.contentType) headers['content-type'] = req.body.contentType;
  const url = buildUrl(op, req);
  const res = await fetch(url, {
    method: op.method,
    headers,
    body: req.body ? (req.body.text ?? '') : undefined,
    redirect: 'manual',
    signal: AbortSignal.timeout(20_000),
  });
  const text = await res.text();
  return { url, status: res.status, text };
}

async function snapshot(): Promise<string> {
  const rows = await server.db.query<{ t: string; n: number; h: string }>(snapshotSql);
  return rows.map((r) => `${r.t}:${r.n}:${r.h}`).join('\n');
}

/** What is wrong with one answer, or undefined when it keeps every property. */
function check(
  op: Operation,
  status: number,
  text: string,
  before: string,
  after: string,
): string | undefined {
  if (status >= 500) return `server error ${status}`;
  // A declared CSV or ZIP answer (the exports) is not JSON.
  const content = op.responses?.[String(status)]?.content;
  if (status >= 200 && status < 300 && (content?.['text/csv'] || content?.['application/zip']))
    return undefined;
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    return `${status} with a body that is not JSON`;
  }
  if (status >= 200 && status < 300) {
    if (!op.responses?.[String(status)]) return `undeclared success status ${status}`;
    const validate = responseValidator(op, status);
    if (validate && !validate(body))
      return `2xx body breaks the declared schema: ${ajv.errorsText(validate.errors)}`;
    return undefined;
  }
  if (status >= 400 && status < 500) {
    const parsed = ErrorEnvelope.safeParse(body);
    if (!parsed.success) return `${status} is not the error envelope`;
    if (errorStatus[parsed.data.error.code] !== status)
      return `${status} with code ${parsed.data.error.code}`;
  } else {
    return `unexpected status ${status}`;
  }
  if (before !== after) {
    const changed = after.split('\n').filter((line) => !before.includes(line));
    return `refused with ${status} but wrote to: ${changed.map((l) => l.split(':')[0]).join(', ')}`;
  }
  return undefined;
}

describe('API fuzzing', () => {
  it(`keeps every property on every operation (${RUNS} runs each, seed ${SEED})`, async () => {
    const failures: string[] = [];
    const stats: Record<string, Record<number, number>> = {};
    let requests = 0;
    let last = await snapshot();
    for (const [index, op] of operations.entries()) {
      // Signing out would end the callers' sessions for the rest of the run.
      if (op.path === '/api/auth/logout') continue;
      let failure: string | undefined;
      try {
        await fc.assert(
          fc.asyncProperty(requestArbitrary(op), async (req) => {
            const res = await send(op, req);
            requests++;
            const now = await snapshot();
            const problem = check(op, res.status, res.text, last, now);
            const key = `${op.method} ${op.path}`;
            stats[key] = { ...stats[key], [res.status]: (stats[key]?.[res.status] ?? 0) + 1 };
            last = now;
            if (problem) {
              failure = [
                `${op.method} ${op.path}: ${problem}`,
                `  caller: ${req.caller}`,
                `  url: ${clip(res.url)}`,
                `  body: ${clip(req.body?.text ?? '(none)')} [${req.body?.contentType ?? ''}]`,
                `  answer: ${clip(res.text, 500)}`,
              ].join('\n');
              throw new Error(failure);
            }
          }),
          { seed: SEED + index, numRuns: RUNS, endOnFailure: true },
        );
      } catch (err) {
        failures.push(failure ?? `${op.method} ${op.path}: ${(err as Error).message.slice(0, 800)}`);
      }
    }
    if (process.env.FUZZ_STATS) {
      for (const [op, counts] of Object.entries(stats)) console.log(op, JSON.stringify(counts));
    }
    // At least half of the runs were sent (a failing operation ends early).
    expect(requests).toBeGreaterThan((operations.length * RUNS) / 2);
    expect(failures, failures.join('\n\n')).toEqual([]);
  }, 600_000);
});
