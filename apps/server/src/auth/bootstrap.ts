import { randomBytes } from 'node:crypto';
import { FIRST_ACCOUNT_ROLE } from '../authz';
import type { Config } from '../config';
import type { Db } from '../db';
import { hashPassword } from './passwords';

/**
 * First start: an empty users table gets one Admin from ADMIN_EMAIL /
 * ADMIN_PASSWORD, or a generated password that is returned to be printed once.
 */
export async function ensureFirstAdmin(
  db: Db,
  config: Config,
): Promise<{ email: string; password?: string; created: boolean }> {
  const email = (config.ADMIN_EMAIL ?? 'admin@example.com').toLowerCase();
  const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM users',
  );
  if (count > 0) return { email, created: false };
  const password = config.ADMIN_PASSWORD ?? randomBytes(12).toString('base64url');
  const rows = await db.query(
    `INSERT INTO users (email, password_hash, role, name)
     SELECT $1, $2, $3, 'Administrator' WHERE NOT EXISTS (SELECT 1 FROM users)
     ON CONFLICT DO NOTHING RETURNING id`,
    [email, await hashPassword(password), FIRST_ACCOUNT_ROLE],
  );
  if (rows.length === 0) return { email, created: false };
  return { email, password: config.ADMIN_PASSWORD ? undefined : password, created: true };
}
