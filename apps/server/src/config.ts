import { z } from 'zod';

const bool = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');
const optionalUrl = (protocols: RegExp) =>
  z
    .string()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(z.url({ protocol: protocols }).optional());

/** Every setting of product.md "Running", read from the environment once at start. */
export const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl(/^postgres(ql)?$/),
  PUBLIC_URL: optionalUrl(/^https?$/),
  ADMIN_EMAIL: z
    .email()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  ADMIN_PASSWORD: z
    .string()
    .min(8)
    .max(128)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DEMO_DATA: bool,
  SMTP_URL: optionalUrl(/^smtps?$/),
  MAIL_FROM: z.string().min(3).default('Felanmälan <no-reply@localhost>'),
  LLM_BASE_URL: optionalUrl(/^https?$/),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().optional(),
  /** How long one assistant turn may wait for the model, tool rounds included. */
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /** Messages a user may send the assistant per day. */
  ASSISTANT_DAILY_BUDGET: z.coerce.number().int().min(1).max(100000).default(200),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `auto`: pretty, coloured lines on a terminal, JSON lines otherwise. */
  LOG_FORMAT: z.enum(['auto', 'pretty', 'json']).default('auto'),
  /** `off` disables the sign-in, reset and invite rate limits (benchmarks, fuzzing). */
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  /**
   * Which proxies may set X-Forwarded-For (the address rate limits key on):
   * `loopback` (a reverse proxy on the same host), `none`, or a comma list of addresses/CIDRs.
   */
  TRUST_PROXY: z.string().min(1).default('loopback'),
  /** Turns on `/metrics` (Prometheus format), readable only with `Authorization: Bearer <token>`. */
  METRICS_TOKEN: z
    .string()
    .min(16, 'must be at least 16 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

export type Config = z.infer<typeof ConfigSchema> & { publicUrl: string; secure: boolean };

export class ConfigError extends Error {}

/** Parses the environment; a bad value throws a ConfigError naming each bad setting. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid settings:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const publicUrl = (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, '');
  return { ...c, publicUrl, secure: c.NODE_ENV === 'production' && publicUrl.startsWith('https:') };
}
