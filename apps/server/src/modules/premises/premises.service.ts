import type { Page, Premises, PremisesCreate, PremisesListQuery, PremisesUpdate } from '@app/contract';
import { type Actor, assertCan, assertCanList, can, mayCreatePlaces, seesPremisesTenants } from '../../authz';
import type { Queryable } from '../../db';
import type { Deps } from '../../deps';
import { AppError, fieldError, orNotFound } from '../../http/errors';
import { withPaging } from '../../lib/sql';
import { findProperty } from '../properties';
import {
  countOrganisationTenants,
  deletePremises,
  findPremises,
  insertPremises,
  listPremises,
  setPremisesTenants,
  updatePremises,
} from './premises.repo';

export type PremisesListInput = Partial<PremisesListQuery>;

/** 400 on `tenantIds` unless every id is a PropertyTenant of the organisation. */
async function checkTenants(q: Queryable, organisationId: string, tenantIds: string[]): Promise<string[]> {
  const unique = [...new Set(tenantIds)];
  if ((await countOrganisationTenants(q, organisationId, unique)) !== unique.length)
    throw fieldError('tenantIds', 'invalid_value');
  return unique;
}

/** Premises for the HTTP routes and the chat assistant's tools: same rules for both. */
export function createPremisesService(deps: Pick<Deps, 'db'>) {
  const { db } = deps;

  async function get(actor: Actor, id: string, q: Queryable = db): Promise<Premises> {
    return orNotFound(await findPremises(q, actor, id, seesPremisesTenants(actor)));
  }

  return {
    /** The premises the actor may read; page 1 of 25 unless asked otherwise. */
    async list(actor: Actor, query: PremisesListInput = {}): Promise<Page<Premises>> {
      assertCanList(actor, 'premises');
      const full = withPaging(query);
      return listPremises(db, actor, full, seesPremisesTenants(actor));
    },

    /** One premises the actor may read, else 404. */
    get: (actor: Actor, id: string) => get(actor, id),

    async create(actor: Actor, body: PremisesCreate): Promise<Premises> {
      if (!mayCreatePlaces(actor)) throw new AppError('forbidden');
      return db.transaction(async (tx) => {
        // A property the caller cannot write is refused like one that does not exist.
        const property = await findProperty(tx, actor, body.propertyId);
        if (!property || !can(actor, 'create', 'premises', property))
          throw fieldError('propertyId', 'invalid_value');
        const { tenantIds, ...fields } = body;
        const id = await insertPremises(tx, property.organisationId, fields);
        if (tenantIds)
          await setPremisesTenants(tx, id, await checkTenants(tx, property.organisationId, tenantIds));
        return get(actor, id, tx);
      });
    },

    async update(actor: Actor, id: string, patch: PremisesUpdate): Promise<Premises> {
      return db.transaction(async (tx) => {
        const current = assertCan(actor, 'update', 'premises', await findPremises(tx, actor, id));
        const { tenantIds, ...fields } = patch;
        await updatePremises(tx, id, fields);
        if (tenantIds)
          await setPremisesTenants(tx, id, await checkTenants(tx, current.organisationId, tenantIds));
        return get(actor, id, tx);
      });
    },

    /** Reports at the premises keep their property and lose only the premises link. */
    async remove(actor: Actor, id: string): Promise<void> {
      assertCan(actor, 'delete', 'premises', await findPremises(db, actor, id));
      await deletePremises(db, id);
    },
  };
}
export type PremisesService = ReturnType<typeof createPremisesService>;
