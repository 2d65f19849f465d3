import type { Equipment, EquipmentCreate, EquipmentListQuery, EquipmentUpdate } from '@app/contract';
import { type Actor, scope } from '../../authz';
import type { Queryable } from '../../db';
import { findInScope, idMatch, listSorted, type ScopedTable } from '../../lib/scoped-table';
import { deleteById, insertRow, SqlParams, textSearch, updateById } from '../../lib/sql';

/**
 * When service is next due, the one date every screen shows (the item, the list, the 90-day
 * panel) and planned maintenance goes by: the next service date when one is set, else the last
 * one plus the interval. Over equipment alias `e`.
 */
export const NEXT_SERVICE_SQL = `COALESCE(e.next_service_date,
  (e.last_service_date + make_interval(months => e.service_interval_months))::date)`;

const COLUMNS = `e.id, e.organisation_id, e.property_id, e.premises_id, e.name, e.model, e.serial_number,
  e.manufacturer, e.location, e.last_service_date, ${NEXT_SERVICE_SQL} AS next_service_date, e.service_notes,
  e.service_interval_months, e.preferred_contractor_id, e.service_trade,
  e.created_at AS created, e.updated_at AS last_modified`;

const EQUIPMENT: ScopedTable = {
  columns: COLUMNS,
  from: 'equipment e',
  id: 'e.id',
  defaultSort: 'name',
  sort: {
    name: 'e.name',
    manufacturer: 'e.manufacturer',
    nextServiceDate: NEXT_SERVICE_SQL,
    lastServiceDate: 'e.last_service_date',
    created: 'e.created_at',
    lastModified: 'e.updated_at',
  },
};

const WRITABLE: Record<string, string> = {
  premisesId: 'premises_id',
  name: 'name',
  model: 'model',
  serialNumber: 'serial_number',
  manufacturer: 'manufacturer',
  location: 'location',
  lastServiceDate: 'last_service_date',
  nextServiceDate: 'next_service_date',
  serviceNotes: 'service_notes',
  serviceIntervalMonths: 'service_interval_months',
  preferredContractorId: 'preferred_contractor_id',
  serviceTrade: 'service_trade',
};

export function listEquipment(q: Queryable, actor: Actor, query: EquipmentListQuery) {
  const p = new SqlParams();
  const where = [scope(actor, 'equipment', p, 'e')];
  if (query.propertyId) where.push(`e.property_id = ${p.add(query.propertyId)}`);
  if (query.premisesId) where.push(`e.premises_id = ${p.add(query.premisesId)}`);
  if (query.serviceDueBefore) where.push(`${NEXT_SERVICE_SQL} <= ${p.add(query.serviceDueBefore)}::date`);
  if (query.q)
    where.push(
      textSearch(p, query.q, ['e.name', 'e.model', 'e.serial_number', 'e.manufacturer', 'e.location']),
    );
  return listSorted<Equipment>(q, p, EQUIPMENT, where, query);
}

export function findEquipment(q: Queryable, actor: Actor, id: string): Promise<Equipment | undefined> {
  return findInScope(q, EQUIPMENT, idMatch(EQUIPMENT, id), (p) => scope(actor, 'equipment', p, 'e'));
}

/** The columns new equipment is written to: its organisation and property, then what may change. */
const INSERTED = { organisationId: 'organisation_id', propertyId: 'property_id', ...WRITABLE };

export function insertEquipment(
  q: Queryable,
  organisationId: string,
  body: EquipmentCreate,
): Promise<string> {
  return insertRow(q, 'equipment', { ...body, organisationId }, INSERTED);
}

export function updateEquipment(q: Queryable, id: string, patch: EquipmentUpdate): Promise<void> {
  return updateById(q, 'equipment', id, patch, WRITABLE);
}

export function deleteEquipment(q: Queryable, id: string): Promise<void> {
  return deleteById(q, 'equipment', id);
}

/** True when the premises belong to the property (equipment and premises must agree). */
export async function premisesOnProperty(q: Queryable, premisesId: string, propertyId: string) {
  const rows = await q.query('SELECT 1 FROM premises WHERE id = $1 AND property_id = $2', [
    premisesId,
    propertyId,
  ]);
  return rows.length > 0;
}
