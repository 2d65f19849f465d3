import type { InviteListQuery, UserListQuery, UserUpdate } from '@app/contract';
import type { AuthUser } from '../../auth/auth-user';
import { revokeUserSessions } from '../../auth/refresh.repo';
import { forgetSessionsNow } from '../../auth/session-cache';
import { mayManageUser, userListOrganisation } from '../../authz';
import type { Db } from '../../db';
import { fieldError, notFound } from '../../http/errors';
import { sortEntry } from '../../lib/sql';
import { recordAudit } from '../audit';
import { findUserSummary, listPendingInvites, listUsers, USER_SORTS, updateUser } from './users.repo';

export async function listUsersFor(db: Db, caller: AuthUser, query: UserListQuery) {
  const sort = query.sort ?? 'email';
  sortEntry(USER_SORTS, sort);
  const disabled = query.disabled === undefined ? undefined : query.disabled === 'true';
  const { items, total } = await listUsers(
    db,
    {
      organisationId: userListOrganisation(caller, query.organisationId),
      role: query.role,
      disabled,
      q: query.q,
    },
    { sort, limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
  );
  return { items, total, page: query.page, pageSize: query.pageSize };
}

export async function updateUserFor(db: Db, caller: AuthUser, id: string, patch: UserUpdate) {
  const target = await findUserSummary(db, id);
  // Records outside the caller's reach answer 404, like records that do not exist.
  if (!target || !mayManageUser(caller, target)) throw notFound();
  if (patch.disabled === true && target.id === caller.id) throw fieldError('disabled', 'cannot_disable_self');
  await db.transaction(async (tx) => {
    await updateUser(tx, id, patch);
    if (patch.disabled === true) await revokeUserSessions(tx, id, 'disabled');
    const audit = {
      actorId: caller.id,
      organisationId: target.organisationId,
      targetType: 'user',
      targetId: id,
    } as const;
    if (patch.name !== undefined && patch.name !== target.name)
      await recordAudit(tx, { ...audit, action: 'user.renamed' });
    if (patch.disabled !== undefined && patch.disabled !== target.disabled)
      await recordAudit(tx, { ...audit, action: patch.disabled ? 'user.disabled' : 'user.enabled' });
  });
  forgetSessionsNow(db, id);
  return (await findUserSummary(db, id))!;
}

export async function listInvitesFor(db: Db, caller: AuthUser, query: InviteListQuery) {
  const { items, total } = await listPendingInvites(
    db,
    userListOrganisation(caller, query.organisationId) ?? null,
    {
      sort: query.sort ?? '-created',
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    },
  );
  return { items, total, page: query.page, pageSize: query.pageSize };
}
