import type { UserSummary } from '@app/contract';
import { forgetSessionsNow } from '../../auth/session-cache';
import { type Actor, mayEraseUser, mayManageUser } from '../../authz';
import type { Db } from '../../db';
import { conflict, fieldError, notFound } from '../../http/errors';
import { recordAudit } from '../audit';
import { findUserSummary } from '../users';
import { erasePerson } from './erasure.repo';

/**
 * POST /api/users/{id}/erase: the person's data goes, the errands stay (docs/PRODUCT.md
 * "Erasure of a person"). 404 outside the caller's reach, 400 for oneself, 409 when done before.
 */
export async function eraseUserFor(db: Db, caller: Actor, id: string): Promise<UserSummary> {
  const target = await findUserSummary(db, id);
  if (!target || !mayManageUser(caller, target)) throw notFound();
  if (!mayEraseUser(caller, target)) throw fieldError('id', 'cannot_erase_self');
  if (target.erased) throw conflict('privacy.erase.already');
  await db.transaction(async (tx) => {
    const [person] = await tx.query<{ phone: string | null }>(
      'SELECT phone FROM users WHERE id = $1 FOR UPDATE',
      [id],
    );
    const files = await erasePerson(tx, { ...target, phone: person?.phone ?? null });
    await recordAudit(tx, {
      actorId: caller.id,
      organisationId: target.organisationId,
      action: 'user.erased',
      targetType: 'user',
      targetId: id,
      details: files,
    });
  });
  forgetSessionsNow(db, id);
  return (await findUserSummary(db, id))!;
}
