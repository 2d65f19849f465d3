import type { Queryable } from '../../db';

/**
 * Look-ups a report needs about the records it points at. They read other
 * modules' tables directly because a report must be checked inside its own
 * transaction and the answers are a single indexed row each.
 */

export async function findProperty(q: Queryable, id: string) {
  const [row] = await q.query<{ id: string; organisationId: string }>(
    'SELECT id, organisation_id FROM properties WHERE id = $1',
    [id],
  );
  return row;
}

export async function findPremises(q: Queryable, id: string) {
  const [row] = await q.query<{ id: string; organisationId: string; propertyId: string }>(
    'SELECT id, organisation_id, property_id FROM premises WHERE id = $1',
    [id],
  );
  return row;
}

export async function isTenantOf(q: Queryable, premisesId: string, userId: string): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM premises_tenants WHERE premises_id = $1 AND user_id = $2', [
    premisesId,
    userId,
  ]);
  return rows.length > 0;
}

export async function findEquipment(q: Queryable, id: string) {
  const [row] = await q.query<{ id: string; organisationId: string; propertyId: string }>(
    'SELECT id, organisation_id, property_id FROM equipment WHERE id = $1',
    [id],
  );
  return row;
}

export async function organisationLanguage(q: Queryable, id: string): Promise<'sv' | 'en'> {
  const [row] = await q.query<{ reportLanguage: 'sv' | 'en' }>(
    'SELECT report_language FROM organisations WHERE id = $1',
    [id],
  );
  return row?.reportLanguage ?? 'sv';
}

export async function findContractor(q: Queryable, id: string) {
  const [row] = await q.query<{ id: string; trade: string; name: string }>(
    'SELECT id, trade, name FROM contractors WHERE id = $1',
    [id],
  );
  return row;
}

export async function findContractorByEmail(q: Queryable, email: string) {
  const [row] = await q.query<{ id: string; trade: string; name: string }>(
    'SELECT id, trade, name FROM contractors WHERE lower(email) = lower($1)',
    [email],
  );
  return row;
}
