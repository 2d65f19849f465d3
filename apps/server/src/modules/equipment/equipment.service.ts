import type { Equipment, EquipmentCreate, EquipmentListQuery, EquipmentUpdate, Page } from '@app/contract';
import { type Actor, assertCan, assertCanList, can, mayCreatePlaces } from '../../authz';
import type { Queryable } from '../../db';
import { AppError, fieldError, orNotFound } from '../../http/errors';
import { withPaging } from '../../lib/sql';
import { findContractor } from '../contractors';
import { findProperty } from '../properties';
import {
  deleteEquipment,
  findEquipment,
  insertEquipment,
  listEquipment,
  premisesOnProperty,
  updateEquipment,
} from './equipment.repo';
import { type HookDeps, runEquipmentSavedHooks } from './equipment-hooks';

async function checkPremises(q: Queryable, premisesId: string | null | undefined, propertyId: string) {
  if (premisesId && !(await premisesOnProperty(q, premisesId, propertyId)))
    throw fieldError('premisesId', 'invalid_value');
}

/** A preferred contractor must be one the caller can see (contractors are shared by all organisations). */
async function checkContractor(q: Queryable, actor: Actor, contractorId: string | null | undefined) {
  if (contractorId && !(await findContractor(q, actor, contractorId, false)))
    throw fieldError('preferredContractorId', 'invalid_value');
}

export function createEquipmentService(deps: HookDeps) {
  const { db } = deps;

  async function get(actor: Actor, id: string): Promise<Equipment> {
    return orNotFound(await findEquipment(db, actor, id));
  }

  return {
    async list(actor: Actor, query: Partial<EquipmentListQuery> = {}): Promise<Page<Equipment>> {
      assertCanList(actor, 'equipment');
      return listEquipment(db, actor, withPaging(query));
    },

    get,

    async create(actor: Actor, body: EquipmentCreate): Promise<Equipment> {
      if (!mayCreatePlaces(actor)) throw new AppError('forbidden');
      // A property the caller cannot write is refused like one that does not exist.
      const property = await findProperty(db, actor, body.propertyId);
      if (!property || !can(actor, 'create', 'equipment', property))
        throw fieldError('propertyId', 'invalid_value');
      await checkPremises(db, body.premisesId, property.id);
      await checkContractor(db, actor, body.preferredContractorId);
      const id = await insertEquipment(db, property.organisationId, body);
      await runEquipmentSavedHooks(deps, id);
      return get(actor, id);
    },

    async update(actor: Actor, id: string, patch: EquipmentUpdate): Promise<Equipment> {
      const current = assertCan(actor, 'update', 'equipment', await findEquipment(db, actor, id));
      await checkPremises(db, patch.premisesId, current.propertyId);
      await checkContractor(db, actor, patch.preferredContractorId);
      await updateEquipment(db, id, patch);
      await runEquipmentSavedHooks(deps, id);
      return get(actor, id);
    },

    async remove(actor: Actor, id: string): Promise<void> {
      assertCan(actor, 'delete', 'equipment', await findEquipment(db, actor, id));
      await deleteEquipment(db, id);
    },
  };
}
export type EquipmentService = ReturnType<typeof createEquipmentService>;
