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
/** An optional setting where an empty value (`NAME=` in a .env file) counts as unset. */
const blankIsUnset = <T extends z.ZodType>(schema: T) =>
  schema.optional().or(z.literal('').transform(() => undefined));

/**
 * Every setting the server takes (see the README and docs/PRODUCT.md "Constants and
 * limits"), read from the environment once at start. Each carries its description: `.env.example` is generated from them
 * (ops/env-example.ts, `npm run env-example`).
 */
export const ConfigSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'])
    .default('production')
    .describe('`development` relaxes secure cookies.'),
  PORT: z.coerce
    .number()
    .int()
    .min(0)
    .max(65535)
    .default(3000)
    .describe('HTTP port; the API, the web app and the live hub share it.'),
  HOST: z.string().min(1).default('0.0.0.0').describe('Interface to listen on.'),
  DATA_DIR: z
    .string()
    .min(1)
    .default('./data')
    .describe('Folder of the embedded database (PGlite); also keeps the generated JWT secret.'),
  DATABASE_URL: optionalUrl(/^postgres(ql)?$/).describe(
    'postgres://user:password@host:5432/db: use PostgreSQL instead of the embedded database.',
  ),
  PUBLIC_URL: optionalUrl(/^https?$/).describe(
    'The address users reach (default http://localhost:$PORT); used in mail links and the origin check.',
  ),
  ADMIN_EMAIL: blankIsUnset(z.email()).describe(
    'The first administrator on an empty database (default admin@example.com).',
  ),
  ADMIN_PASSWORD: blankIsUnset(z.string().min(8).max(128)).describe(
    "The first administrator's password; generated and printed once when unset.",
  ),
  DEMO_DATA: bool.describe('1 fills an empty database with a demo organisation.'),
  SMTP_URL: optionalUrl(/^smtps?$/).describe(
    'smtp://user:pass@host:587 or smtps://...; without it mails go to the outbox table and the log.',
  ),
  MAIL_FROM: z.string().min(3).default('Felanmälan <no-reply@localhost>').describe('Sender of mails.'),
  LLM_BASE_URL: optionalUrl(/^https?$/).describe(
    'An OpenAI-compatible endpoint for the assistant; without it the built-in interviewer answers.',
  ),
  LLM_API_KEY: z.string().optional().describe('API key for LLM_BASE_URL.'),
  LLM_MODEL: z.string().optional().describe('Model name for LLM_BASE_URL.'),
  LLM_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(600_000)
    .default(30_000)
    .describe('How long one assistant turn may wait for the model, tool rounds included.'),
  ASSISTANT_DAILY_BUDGET: z.coerce
    .number()
    .int()
    .min(1)
    .max(100000)
    .default(200)
    .describe('Messages a user may send the assistant per day.'),
  JWT_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters')
    .optional()
    .describe(
      'At least 32 characters; generated into DATA_DIR when unset. Set it when several instances share a database.',
    ),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info')
    .describe('fatal, error, warn, info, debug, trace or silent.'),
  LOG_FORMAT: z
    .enum(['auto', 'pretty', 'json'])
    .default('auto')
    .describe('auto: pretty, coloured lines on a terminal and JSON lines otherwise; or pretty, or json.'),
  RATE_LIMITS: z
    .enum(['on', 'off'])
    .default('on')
    .describe('off disables the sign-in, reset and invite rate limits (benchmarks, fuzzing).'),
  RATE_LIMIT_STORE: z
    .enum(['auto', 'database', 'memory'])
    .default('auto')
    .describe(
      'Where the rate limits are counted: database (shared by every instance), memory (this process), or auto: the database on PostgreSQL, memory on the embedded database.',
    ),
  WEBHOOK_PRIVATE_ADDRESSES: z
    .enum(['auto', 'allow', 'deny'])
    .default('auto')
    .describe(
      'Whether webhooks may be sent to loopback, private and link-local addresses: deny, allow, or auto: deny in production, allow in development and tests.',
    ),
  PUSH_PRIVATE_ADDRESSES: z
    .enum(['deny', 'allow'])
    .default('deny')
    .describe(
      'Whether push subscriptions may name plain http or loopback, private and link-local addresses: deny (always, also in development), or allow, for a local stand-in push service in tests.',
    ),
  TRUST_PROXY: z
    .string()
    .min(1)
    .default('loopback')
    .describe(
      'Which proxies may set X-Forwarded-For (the address rate limits key on): loopback, none, or a comma list of addresses/CIDRs.',
    ),
  UPLOAD_MAX_FILES: z.coerce
    .number()
    .int()
    .min(1)
    .max(50)
    .default(10)
    .describe('Files one upload to an errand may carry (photos and PDFs).'),
  UPLOAD_MAX_FILE_MB: z.coerce
    .number()
    .min(0.1)
    .max(100)
    .default(15)
    .describe('Largest file an upload may carry, in MB (1 MB = 1,048,576 bytes).'),
  UPLOAD_MAX_ERRAND_FILES: z.coerce
    .number()
    .int()
    .min(1)
    .max(10_000)
    .default(100)
    .describe('Files one errand may hold in all; an upload past it is refused (409).'),
  UPLOAD_MAX_ERRAND_MB: z.coerce
    .number()
    .min(1)
    .max(100_000)
    .default(500)
    .describe('Megabytes of stored files one errand may hold in all; an upload past it is refused (409).'),
  S3_BUCKET: blankIsUnset(z.string().min(3).max(63)).describe(
    'An S3-compatible bucket for new photos and files; without it they are kept in the database.',
  ),
  S3_ENDPOINT: optionalUrl(/^https?$/).describe(
    'The bucket service (https://s3.eu-north-1.amazonaws.com, a MinIO or Ceph address); AWS when unset.',
  ),
  S3_REGION: z.string().min(1).default('us-east-1').describe('Region of the bucket (S3_BUCKET).'),
  S3_ACCESS_KEY_ID: blankIsUnset(z.string().min(1)).describe(
    "Access key for S3_BUCKET; unset: the AWS SDK's usual sources (environment, profile, instance role).",
  ),
  S3_SECRET_ACCESS_KEY: blankIsUnset(z.string().min(1)).describe('Secret key for S3_ACCESS_KEY_ID.'),
  S3_PREFIX: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9!_.*'()/-]*$/, "letters, digits and !_.*'()/- only")
    .default('')
    .describe('Prefix of every object name in the bucket, such as felanmalan/ when the bucket is shared.'),
  S3_FORCE_PATH_STYLE: z
    .enum(['0', '1', 'true', 'false', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? undefined : v === '1' || v === 'true'))
    .describe(
      '1: bucket in the path (MinIO and most self-hosted services); default 1 with S3_ENDPOINT, 0 without.',
    ),
  METRICS_TOKEN: blankIsUnset(z.string().min(16, 'must be at least 16 characters')).describe(
    'At least 16 characters: turns on /metrics (Prometheus format), readable only with "Authorization: Bearer <token>".',
  ),
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
  if (!c.S3_ACCESS_KEY_ID !== !c.S3_SECRET_ACCESS_KEY)
    throw new ConfigError(
      'Invalid settings:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither (the SDK then finds credentials itself)',
    );
  const publicUrl = (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, '');
  return { ...c, publicUrl, secure: c.NODE_ENV === 'production' && publicUrl.startsWith('https:') };
}

/** For a command's start: the settings, or the bad ones named on stderr and exit code 1. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}
