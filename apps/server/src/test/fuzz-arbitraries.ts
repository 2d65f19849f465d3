import fc from 'fast-check';

/**
 * fast-check arbitraries for the API fuzz test, driven by the JSON Schemas of
 * the published OpenAPI document: values that fit a schema (so requests get
 * past validation and reach services and SQL), hostile values, and whole
 * bodies that are malformed, oversized or of the wrong shape.
 */

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** Strings that have broken servers before: traversal, NUL, injection, odd unicode, huge. */
export const hostileStrings = [
  '',
  ' ',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '\u0000',
  'a\u0000b',
  "' OR '1'='1' --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, literally.
  '{{7*7}}${7*7}',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  '-constructor',
  '0000-01-01',
  '2023-02-30',
  '-1',
  '0',
  '1e309',
  'NaN',
  'null',
  'true',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '123e4567-e89b-12d3-a456-42661417400',
  'ａｄｍｉｎ',
  'e\u0301',
  '\u202Eevil',
  '\uFEFF',
  '\uD800',
  '😀'.repeat(300),
  'ö'.repeat(5000),
  'x'.repeat(70_000),
];

export const hostileString = (): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...hostileStrings) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 60 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  );

/** Any JSON value of the wrong kind for a field. */
export const garbage = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.constantFrom(Number.MAX_SAFE_INTEGER, -2147483649, 2147483648, 1e300, -0),
    hostileString(),
    fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
    // Deep nesting (metadata once overflowed the stack at a few thousand levels).
    fc.integer({ min: 9, max: 3000 }).map((depth) => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`)),
  );

export interface Pools {
  /** Ids of existing records (any kind), so lookups and links hit real rows. */
  ids: readonly string[];
  emails: readonly string[];
  /** Ids by field name (organisationId, propertyId…), so links in bodies and filters mostly fit. */
  named?: Readonly<Record<string, readonly string[]>>;
}

const isoDate = () =>
  fc
    .date({ min: new Date('1990-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10));

function stringFor(schema: JsonSchema, pools: Pools, name?: string): fc.Arbitrary<string> {
  const named = name ? pools.named?.[name] : undefined;
  switch (schema.format) {
    case 'uuid':
      if (named?.length) return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...named) }, fc.uuid());
      return pools.ids.length ? fc.oneof(fc.constantFrom(...pools.ids), fc.uuid()) : fc.uuid();
    case 'email':
      return fc.oneof(fc.constantFrom(...pools.emails), fc.emailAddress());
    case 'date':
      return isoDate();
    case 'date-time':
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  }
  const min = schema.minLength ?? 0;
  const max = Math.max(min, Math.min(schema.maxLength ?? 40, 40));
  // Near the limits too: exactly the maximum length, and the unicode that counts differently in bytes.
  const exact = schema.maxLength !== undefined ? [fc.constant('å'.repeat(schema.maxLength))] : [];
  return fc.oneof(
    { weight: 4, arbitrary: fc.string({ unit: 'grapheme', minLength: min, maxLength: max }) },
    { weight: 1, arbitrary: fc.string({ minLength: Math.max(min, 1), maxLength: max }) },
    ...exact.map((arbitrary) => ({ weight: 1, arbitrary })),
  );
}

function numberFor(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const lo = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1000);
  const hi =
    schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 100_000);
  const min = Math.max(lo, -1e9);
  const max = Math.min(hi, 1e9);
  return integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** A value that fits the schema (as far as formats and patterns allow). */
export function valueFor(schema: JsonSchema, pools: Pools, depth = 0, name?: string): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => valueFor(s, pools, depth, name)));
  if (schema.allOf?.length) return valueFor(Object.assign({}, ...schema.allOf), pools, depth, name);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1)
    return fc.oneof(...types.map((type) => valueFor({ ...schema, type }, pools, depth, name)));
  switch (types[0]) {
    case 'string':
      return stringFor(schema, pools, name);
    case 'integer':
      return numberFor(schema, true);
    case 'number':
      return numberFor(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items && depth < 3 ? valueFor(schema.items, pools, depth + 1) : fc.jsonValue(), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
      });
    case 'object':
      return objectFor(schema, pools, depth);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function objectFor(schema: JsonSchema, pools: Pools, depth: number): fc.Arbitrary<unknown> {
  const props = schema.properties ?? {};
  const keys = Object.keys(props);
  if (keys.length === 0 || depth > 3) {
    return fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 4 });
  }
  const shape: Record<string, fc.Arbitrary<unknown>> = {};
  for (const k of keys) shape[k] = valueFor(props[k]!, pools, depth + 1, k);
  return fc.record(shape, { requiredKeys: (schema.required ?? []).filter((k) => k in shape) });
}

/** A value that fits the schema except for one field, which is garbage, missing or unknown. */
export function nearlyValid(schema: JsonSchema, pools: Pools): fc.Arbitrary<unknown> {
  const keys = Object.keys(schema.properties ?? {});
  if (keys.length === 0) return garbage();
  return fc
    .tuple(
      valueFor(schema, pools) as fc.Arbitrary<Record<string, unknown>>,
      fc.constantFrom(...keys, '__extra__'),
      fc.oneof(garbage(), fc.constant(undefined)),
      fc.constantFrom('set', 'delete', 'extra', 'proto'),
    )
    .map(([value, key, bad, how]) => {
      const out: Record<string, unknown> = { ...value };
      if (how === 'delete') delete out[key];
      else if (how === 'extra') out.organisationId = bad ?? '00000000-0000-0000-0000-000000000000';
      else if (how === 'proto') {
        // An own "__proto__" key, as JSON.parse makes it; the rest of the object after it.
        const rest = JSON.stringify(out).slice(1);
        return JSON.parse(`{"__proto__":{"role":"Admin"}${rest === '}' ? '' : ','}${rest}`);
      } else out[key] = bad;
      return out;
    });
}

/** A raw request body: text and content type, including what is not JSON at all. */
export interface RawBody {
  text?: string;
  contentType?: string;
}

const raw = (text: string, contentType = 'application/json'): RawBody => ({ text, contentType });

export function bodyFor(schema: JsonSchema | undefined, pools: Pools): fc.Arbitrary<RawBody> {
  const json = (a: fc.Arbitrary<unknown>) => a.map((v) => raw(JSON.stringify(v) ?? 'null'));
  const shaped = schema
    ? [
        { weight: 5, arbitrary: json(valueFor(schema, pools)) },
        { weight: 5, arbitrary: json(nearlyValid(schema, pools)) },
      ]
    : [];
  return fc.oneof(
    ...shaped,
    { weight: 2, arbitrary: json(fc.jsonValue({ maxDepth: 3 })) },
    { weight: 1, arbitrary: json(garbage()) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        raw('{"email":'),
        raw('{'),
        raw(''),
        raw('null'),
        raw('[]'),
        raw('"x"'),
        raw('{"a":1,"a":2}'),
        raw('{"__proto__":{"isAdmin":true}}'),
        raw('{"constructor":{"prototype":{"x":1}}}'),
        raw(`${'['.repeat(5000)}${']'.repeat(5000)}`),
        raw(`{"deep":${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}}`),
        raw('\uFEFF{}'),
        raw('{}', 'text/plain'),
        raw('a=1&b=2', 'application/x-www-form-urlencoded'),
        raw('{}', 'application/json; charset=latin1'),
        raw('{}', 'application/xml'),
        { contentType: 'application/json' },
        raw(JSON.stringify({ x: 'y'.repeat(1_100_000) })),
      ),
    },
  );
}
