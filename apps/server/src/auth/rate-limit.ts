import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../deps';
import { AppError } from '../http/errors';
import { DatabaseCounterStore } from './rate-limit-store';

export interface LimitRule {
  /** Requests allowed per window. */
  max: number;
  windowMs: number;
  /** The bucket of a request (an address, an account); undefined skips this rule. */
  key: (request: FastifyRequest) => string | undefined;
}

/**
 * Where the counters live: `database` (the rate_limit_counters table, shared by
 * every instance on one PostgreSQL) or `memory` (this process only). `auto`
 * picks the database on PostgreSQL and memory on the embedded PGlite, which
 * serves one process anyway (docs/decisions/0005-sign-in-links-and-rate-limits.md).
 */
export function counterStoreKind(deps: Pick<Deps, 'config' | 'db'>): 'database' | 'memory' {
  const wanted = deps.config.RATE_LIMIT_STORE;
  if (wanted !== 'auto') return wanted;
  return deps.db.kind === 'postgres' ? 'database' : 'memory';
}

/** Registers @fastify/rate-limit (no global limit) on the auth plugin's instance. */
export async function registerRateLimiting(app: FastifyInstance, deps: Pick<Deps, 'config' | 'db' | 'log'>) {
  const store =
    counterStoreKind(deps) === 'database'
      ? new DatabaseCounterStore(deps.db, deps.log).pluginStore()
      : undefined;
  await app.register(rateLimit, { global: false, ...(store ? { store } : {}) });
}

/**
 * A hook enforcing every rule. Used as `onRequest` for per-address rules (every
 * attempt counts, malformed ones too) and as `preHandler` for per-account rules,
 * which key on the validated body's email or the signed-in user. The counters
 * are shared by every instance when they live in the database. Over the limit: 429 `rate_limited`
 * with Retry-After in the error envelope.
 */
export function limit(app: FastifyInstance, ...rules: LimitRule[]) {
  const checks = rules.map((rule) => ({
    rule,
    check: app.createRateLimit({
      max: rule.max,
      timeWindow: rule.windowMs,
      keyGenerator: (request) => rule.key(request) ?? '',
    }),
  }));
  return async (request: FastifyRequest) => {
    if (!app.rateLimitsEnabled) return;
    for (const { rule, check } of checks) {
      if (rule.key(request) === undefined) continue;
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        throw new AppError('rate_limited', undefined, undefined, {
          'retry-after': String(Math.max(1, result.ttlInSeconds)),
        });
      }
    }
  };
}

export const MINUTE = 60_000;
/** The caller's address (X-Forwarded-For only from trusted proxies: TRUST_PROXY, see app.ts). */
export const byAddress = (prefix: string) => (request: FastifyRequest) => `${prefix}:ip:${request.ip}`;
/** The account a request is about: the submitted email, lower-cased by the body schema. */
export const byEmail = (prefix: string) => (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? `${prefix}:email:${email}` : undefined;
};
/** The signed-in caller. */
export const byUser = (prefix: string) => (request: FastifyRequest) =>
  request.user ? `${prefix}:user:${request.user.id}` : undefined;
