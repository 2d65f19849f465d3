import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

/** Deepest nesting of arrays and objects any request body may have (no shape of the API needs 10). */
export const MAX_INPUT_DEPTH = 32;

interface Finding {
  field: string;
  problem: 'nul_character' | 'too_deep';
}

/**
 * The first value in `input` that no route accepts: a string or key holding a NUL
 * character (PostgreSQL cannot store one in text: 22021/22P05), or nesting deeper
 * than `maxDepth`. Iterative, so a hostile depth cannot overflow the stack here.
 */
export function findUnacceptable(
  input: unknown,
  prefix = '',
  maxDepth = MAX_INPUT_DEPTH,
): Finding | undefined {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: input, path: prefix, depth: 0 }];
  while (stack.length) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return { field: path, problem: 'nul_character' };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= maxDepth) return { field: path, problem: 'too_deep' };
    for (const [key, child] of Object.entries(value)) {
      const childPath = path ? `${path}.${key}` : key;
      if (key.includes('\u0000')) return { field: childPath, problem: 'nul_character' };
      stack.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
  return undefined;
}

/**
 * Refuses `value` under `field` when it holds what no route accepts: 400
 * `validation_failed` naming the field. For input the hook below never sees,
 * such as the text fields of a multipart upload, read later as a stream.
 */
export function assertAcceptable(value: unknown, field = ''): void {
  const found = findUnacceptable(value, field);
  if (found) throw new AppError('validation_failed', [found]);
}

/**
 * Refuses, before any schema or route runs, a query, path parameter or body
 * that holds a NUL character or nests too deeply: 400 `validation_failed`
 * naming the field. One check for every route, so no text column can be
 * reached with a NUL and no recursive code meets a hostile depth.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    assertAcceptable(request.params);
    assertAcceptable(request.query);
    assertAcceptable(request.body);
  });
}
