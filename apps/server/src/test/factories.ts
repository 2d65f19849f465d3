import { randomUUID } from 'node:crypto';
import type { Role } from '@app/contract';
import { hashPassword } from '../auth/passwords';
import { createSession } from '../auth/sessions.repo';
import { signAccessToken } from '../auth/tokens';
import type { Queryable } from '../db';
import { TEST_JWT_SECRET } from './test-server';

export const TEST_PASSWORD = 'Correct-Horse-Battery-9';
let passwordHash: Promise<string> | undefined;
/** argon2 costs ~50 ms: every factory user shares one hash of TEST_PASSWORD. */
const testHash = () => (passwordHash ??= hashPassword(TEST_PASSWORD));

const unique = () => randomUUID().slice(0, 8);

export async function createOrganisation(
  q: Queryable,
  fields: { name?: string; reportLanguage?: 'sv' | 'en' } = {},
) {
  const [row] = await q.query<{ id: string; name: string; reportLanguage: 'sv' | 'en' }>(
    `INSERT INTO organisations (name, report_language) VALUES ($1, $2) RETURNING id, name, report_language`,
    [fields.name ?? `Fastighets AB ${unique()}`, fields.reportLanguage ?? 'sv'],
  );
  return row!;
}

export interface TestUser {
  id: string;
  email: string;
  role: Role;
  organisationId: string | null;
  contractorId: string | null;
  /** A valid access token for a fresh session of this user. */
  token: string;
  sessionId: string;
}

export async function createUser(
  q: Queryable,
  fields: {
    role: Role;
    organisationId?: string | null;
    email?: string;
    name?: string;
    locale?: 'sv' | 'en';
    /** For role Contractor: the trade of the contractor record made with the user. */
    trade?: string;
  },
): Promise<TestUser> {
  const email = fields.email ?? `${fields.role.toLowerCase()}-${unique()}@example.test`;
  const orgId =
    fields.role === 'PropertyManager' || fields.role === 'PropertyTenant' ? fields.organisationId! : null;
  const [user] = await q.query<{ id: string }>(
    `INSERT INTO users (email, password_hash, role, organisation_id, name, locale)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [
      email,
      await testHash(),
      fields.role,
      orgId,
      fields.name ?? `Test ${fields.role}`,
      fields.locale ?? 'sv',
    ],
  );
  let contractorId: string | null = null;
  if (fields.role === 'Contractor') {
    const [c] = await q.query<{ id: string }>(
      `INSERT INTO contractors (name, email, trade, user_id) VALUES ($1, $2, $3, $4) RETURNING id`,
      [fields.name ?? `Contractor ${unique()}`, email, fields.trade ?? 'plumber', user!.id],
    );
    contractorId = c!.id;
  }
  const session = await createSession(q, user!.id);
  const token = await signAccessToken(new TextEncoder().encode(TEST_JWT_SECRET), user!.id, session.id);
  return {
    id: user!.id,
    email,
    role: fields.role,
    organisationId: orgId,
    contractorId,
    token,
    sessionId: session.id,
  };
}

/** An organisation with one user of each organisation role. */
export async function createOrgWithUsers(q: Queryable) {
  const org = await createOrganisation(q);
  const manager = await createUser(q, { role: 'PropertyManager', organisationId: org.id });
  const tenant = await createUser(q, { role: 'PropertyTenant', organisationId: org.id });
  return { org, manager, tenant };
}
