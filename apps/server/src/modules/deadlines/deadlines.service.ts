import type { DeadlineTargets, DeadlineTargetsUpdate } from '@app/contract';
import type { Actor } from '../../authz/actor';
import { canManageDeadlines } from '../../authz/deadlines.policy';
import type { Db } from '../../db';
import { forbidden, notFound } from '../../http/errors';
import { recordAudit } from '../audit';
import { findOrganisation } from '../organisations';
import { findTargets, saveTarget } from './deadlines.repo';

/** An organisation's deadline targets (docs/PRODUCT.md "Deadlines"). */
export function createDeadlineService(deps: { db: Db }) {
  const { db } = deps;

  /** 404 for an organisation the caller cannot see, 403 for one they see but do not manage. */
  async function checkAccess(actor: Actor, organisationId: string) {
    if (!(await findOrganisation(db, actor, organisationId))) throw notFound();
    if (!canManageDeadlines(actor, organisationId)) throw forbidden();
  }

  async function get(actor: Actor, organisationId: string): Promise<DeadlineTargets> {
    await checkAccess(actor, organisationId);
    return { targets: await findTargets(db, organisationId) };
  }

  /** New targets hold for reports filed, or changing priority, from now on. */
  async function update(
    actor: Actor,
    organisationId: string,
    input: DeadlineTargetsUpdate,
  ): Promise<DeadlineTargets> {
    await checkAccess(actor, organisationId);
    await db.transaction(async (q) => {
      for (const t of input.targets) await saveTarget(q, organisationId, t);
      await recordAudit(q, {
        actorId: actor.id,
        organisationId,
        action: 'deadlines.updated',
        targetType: 'deadlines',
        details: { targets: input.targets },
      });
    });
    return { targets: await findTargets(db, organisationId) };
  }

  return { get, update };
}
