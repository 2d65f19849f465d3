/** snake_case -> camelCase, memoised because the same column names repeat on every row. */
const camelCache = new Map<string, string>();
function camel(key: string): string {
  let out = camelCache.get(key);
  if (out === undefined) {
    out = key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
    camelCache.set(key, out);
  }
  return out;
}

export function camelRow(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key in row) {
    const value = row[key];
    out[camel(key)] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

/** Type ids shared by both drivers: keep dates as text, turn int8/numeric into numbers. */
export const PG_TYPE = { INT8: 20, NUMERIC: 1700, DATE: 1082 } as const;
export const toNumber = (v: string) => (v === null ? v : Number(v));
export const asText = (v: string) => v;
