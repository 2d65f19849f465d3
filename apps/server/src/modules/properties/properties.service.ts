import type { Page, Property, PropertyCreate, PropertyListQuery, PropertyUpdate } from '@app/contract';
import { type Actor, assertCan, assertCanList, choosesPlaceOrganisation, mayCreatePlaces } from '../../authz';
import type { Deps } from '../../deps';
import { AppError, conflict, fieldError, orNotFound } from '../../http/errors';
import { withPaging } from '../../lib/sql';
import {
  deleteProperty,
  findProperty,
  insertProperty,
  listProperties,
  organisationExists,
  propertyHasReports,
  updateProperty,
} from './properties.repo';

export type PropertyListInput = Partial<PropertyListQuery>;

/** Properties for the HTTP routes and the chat assistant's tools: same rules for both. */
export function createPropertyService(deps: Pick<Deps, 'db'>) {
  const { db } = deps;

  async function get(actor: Actor, id: string): Promise<Property> {
    return orNotFound(await findProperty(db, actor, id));
  }

  return {
    /** The properties the actor may read; page 1 of 25 unless asked otherwise. */
    async list(actor: Actor, query: PropertyListInput = {}): Promise<Page<Property>> {
      assertCanList(actor, 'property');
      return listProperties(db, actor, withPaging(query));
    },

    /** One property the actor may read, else 404. */
    get,

    async create(actor: Actor, body: PropertyCreate): Promise<Property> {
      if (!mayCreatePlaces(actor)) throw new AppError('forbidden');
      const { organisationId: requested, ...fields } = body;
      const chooses = choosesPlaceOrganisation(actor);
      if (chooses && !requested) throw fieldError('organisationId', 'required');
      if (!chooses && requested) throw fieldError('organisationId', 'unrecognized_keys');
      const organisationId = requested ?? actor.organisationId!;
      assertCan(actor, 'create', 'property', { organisationId });
      if (!(await organisationExists(db, organisationId)))
        throw fieldError('organisationId', 'invalid_value');
      return get(actor, await insertProperty(db, organisationId, fields));
    },

    async update(actor: Actor, id: string, patch: PropertyUpdate): Promise<Property> {
      assertCan(actor, 'update', 'property', await findProperty(db, actor, id));
      await updateProperty(db, id, patch);
      return get(actor, id);
    },

    /** 409 while reports point at the property: their history must survive. */
    async remove(actor: Actor, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        assertCan(actor, 'delete', 'property', await findProperty(tx, actor, id));
        if (await propertyHasReports(tx, id)) throw conflict('properties.hasReports');
        await deleteProperty(tx, id);
      });
    },
  };
}
export type PropertyService = ReturnType<typeof createPropertyService>;
