import type {
  Organisation,
  OrganisationCreate,
  OrganisationListQuery,
  OrganisationUpdate,
  Page,
} from '@app/contract';
import { type Actor, assertCan, assertCanList } from '../../authz';
import type { Deps } from '../../deps';
import { AppError, orNotFound } from '../../http/errors';
import { withPaging } from '../../lib/sql';
import { recordAudit } from '../audit';
import {
  deleteOrganisation,
  findOrganisation,
  insertOrganisation,
  listOrganisations,
  updateOrganisation,
} from './organisations.repo';

/** The audit entry's common part: who acted on which organisation. */
const audit = (actor: Actor, id: string) =>
  ({ actorId: actor.id, organisationId: id, targetType: 'organisation', targetId: id }) as const;

export function createOrganisationService(deps: Pick<Deps, 'db'>) {
  const { db } = deps;

  async function get(actor: Actor, id: string): Promise<Organisation> {
    return orNotFound(await findOrganisation(db, actor, id));
  }

  async function update(actor: Actor, id: string, patch: OrganisationUpdate): Promise<Organisation> {
    assertCan(actor, 'update', 'organisation', await findOrganisation(db, actor, id));
    await db.transaction(async (tx) => {
      await updateOrganisation(tx, id, patch);
      const fields = Object.keys(patch).filter((k) => patch[k as keyof OrganisationUpdate] !== undefined);
      await recordAudit(tx, { ...audit(actor, id), action: 'organisation.updated', details: { fields } });
    });
    return get(actor, id);
  }

  /** The caller's own organisation; Admins and contractors have none (404). */
  function currentId(actor: Actor): string {
    if (!actor.organisationId) throw new AppError('not_found');
    return actor.organisationId;
  }

  return {
    async list(actor: Actor, query: Partial<OrganisationListQuery> = {}): Promise<Page<Organisation>> {
      assertCanList(actor, 'organisation');
      return listOrganisations(db, actor, withPaging(query));
    },
    get,
    getCurrent: (actor: Actor) => get(actor, currentId(actor)),
    async create(actor: Actor, body: OrganisationCreate): Promise<Organisation> {
      assertCan(actor, 'create', 'organisation', {});
      const id = await db.transaction(async (tx) => {
        const created = await insertOrganisation(tx, body);
        await recordAudit(tx, { ...audit(actor, created), action: 'organisation.created' });
        return created;
      });
      return get(actor, id);
    },
    update,
    updateCurrent: (actor: Actor, patch: OrganisationUpdate) => update(actor, currentId(actor), patch),
    async remove(actor: Actor, id: string): Promise<void> {
      assertCan(actor, 'delete', 'organisation', await findOrganisation(db, actor, id));
      await db.transaction(async (tx) => {
        await deleteOrganisation(tx, id);
        await recordAudit(tx, { ...audit(actor, id), action: 'organisation.deleted' });
      });
    },
  };
}
export type OrganisationService = ReturnType<typeof createOrganisationService>;
