import type { CreateAccountBody, InviteBody, InviteResponse, RegisterBody, Role } from '@app/contract';
import { type Locale, translate } from '@app/i18n';
import { actsForContractor, invitesIntoOwnOrganisation, joinsOrganisation, rentsPremises } from '../authz';
import type { Queryable } from '../db';
import type { Deps } from '../deps';
import { AppError, conflict, fieldError } from '../http/errors';
import type { Mailer } from '../mail/mailer';
import { renderMail } from '../mail/templates';
import { recordAudit } from '../modules/audit';
import { createAccount } from './accounts';
import type { AuthUser } from './auth-user';
import { consumeInvite, insertInvite } from './invites.repo';
import { signInUser } from './login.service';
import { assertPasswordAllowed } from './password-policy';
import { hashPassword } from './passwords';
import { hashToken, INVITE_TTL_DAYS, newOpaqueToken } from './tokens';
import { findUserByEmail, findUserById } from './users.repo';

const scopeError = () => new AppError('forbidden', undefined, 'auth.errors.inviteScope');

async function exists(q: Queryable, sql: string, params: unknown[]) {
  return (await q.query(sql, params)).length > 0;
}

/** Which organisation a new account of `role` joins, as the caller may choose it. */
async function targetOrganisation(
  q: Queryable,
  caller: AuthUser,
  role: Role,
  organisationId: string | undefined,
): Promise<string | null> {
  if (invitesIntoOwnOrganisation(caller)) {
    if (!joinsOrganisation(role)) throw scopeError();
    if (organisationId && organisationId !== caller.organisationId) throw scopeError();
    return caller.organisationId;
  }
  if (!joinsOrganisation(role)) {
    if (organisationId) throw fieldError('organisationId', 'not_allowed');
    return null;
  }
  if (!organisationId) throw fieldError('organisationId', 'required');
  if (!(await exists(q, 'SELECT 1 FROM organisations WHERE id = $1', [organisationId])))
    throw fieldError('organisationId', 'not_found');
  return organisationId;
}

/** POST /api/auth/generate-invite-token (Admin, PropertyManager). */
export async function createInvite(
  deps: Pick<Deps, 'db' | 'config'>,
  mailer: Mailer,
  caller: AuthUser,
  body: InviteBody,
): Promise<InviteResponse> {
  const { db } = deps;
  const organisationId = await targetOrganisation(db, caller, body.role, body.organisationId);
  if (body.premisesId) {
    if (!rentsPremises(body.role)) throw fieldError('premisesId', 'not_allowed');
    const inOrg = await exists(db, 'SELECT 1 FROM premises WHERE id = $1 AND organisation_id = $2', [
      body.premisesId,
      organisationId,
    ]);
    if (!inOrg) throw fieldError('premisesId', 'not_found');
  }
  if (body.contractorId) {
    if (!actsForContractor(body.role)) throw fieldError('contractorId', 'not_allowed');
    const [c] = await db.query<{ userId: string | null }>('SELECT user_id FROM contractors WHERE id = $1', [
      body.contractorId,
    ]);
    if (!c) throw fieldError('contractorId', 'not_found');
    if (c.userId) throw conflict('auth.errors.contractorTaken');
  }
  // An address that already has an account answers exactly like a new one (the inviter must not
  // learn who is registered anywhere); the stored invite holds the hash of a token nobody gets,
  // so the answered token opens nothing, and the account's owner is told instead.
  const existing = await findUserByEmail(db, body.email);
  const token = newOpaqueToken();
  const invite = await insertInvite(db, {
    tokenHash: hashToken(existing ? newOpaqueToken() : token),
    email: body.email,
    role: body.role,
    organisationId,
    premisesId: body.premisesId ?? null,
    contractorId: body.contractorId ?? null,
    invitedBy: caller.id,
    ttlDays: INVITE_TTL_DAYS,
  });
  await recordAudit(db, {
    actorId: caller.id,
    organisationId,
    action: 'user.invited',
    targetType: 'invite',
    targetId: invite.id,
    details: { role: body.role },
  });
  const url = `${deps.config.publicUrl}/auth/create-account?token=${encodeURIComponent(token)}`;
  const inviter = caller.name ?? caller.email;
  if (existing) {
    const locale = existing.locale;
    const link = `${deps.config.publicUrl}/auth/login`;
    const role = translate(locale, `enums.role.${body.role}`);
    const mail = renderMail('invite_existing', locale, { link, inviter, role });
    await mailer.send({ to: existing.email, kind: 'invite_existing', link, ...mail });
  } else {
    const locale: Locale = body.language ?? 'sv';
    const role = translate(locale, `enums.role.${body.role}`);
    const mail = renderMail('invite', locale, { link: url, inviter, role });
    await mailer.send({ to: body.email, kind: 'invite', link: url, ...mail });
  }
  return { token, url, expiresAt: invite.expiresAt };
}

/** POST /api/auth/create-account: spends the invite, creates the account and signs it in. */
export async function acceptInvite(
  deps: Pick<Deps, 'db' | 'jwtSecret'>,
  body: CreateAccountBody,
  locale: Locale,
  userAgent?: string,
) {
  assertPasswordAllowed(body.password, 'password');
  const passwordHash = await hashPassword(body.password);
  const userId = await deps.db.transaction(async (tx) => {
    const invite = await consumeInvite(tx, hashToken(body.token));
    if (!invite) throw fieldError('token', 'invalid_token');
    return createAccount(tx, {
      email: invite.email,
      passwordHash,
      role: invite.role,
      organisationId: invite.organisationId,
      name: body.name ?? null,
      locale,
      premisesId: invite.premisesId,
      contractorId: invite.contractorId,
    });
  });
  return signInUser(deps, userId, userAgent);
}

/** POST /api/auth/register (Admin): creates an account directly, without signing it in. */
export async function registerUser(
  deps: Pick<Deps, 'db'>,
  caller: AuthUser,
  body: RegisterBody,
  locale: Locale,
) {
  assertPasswordAllowed(body.password, 'password');
  const organisationId = await targetOrganisation(deps.db, caller, body.role, body.organisationId);
  const passwordHash = await hashPassword(body.password);
  const userId = await deps.db.transaction((tx) =>
    createAccount(tx, {
      email: body.email,
      passwordHash,
      role: body.role,
      organisationId,
      name: body.name ?? null,
      locale,
    }),
  );
  return (await findUserById(deps.db, userId))!;
}
