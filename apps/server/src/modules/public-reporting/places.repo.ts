import type { PlaceKind, PublicPlace } from '@app/contract';
import { type Actor, scope } from '../../authz';
import type { Queryable } from '../../db';
import { SqlParams } from '../../lib/sql';

/** A place as its sign shows it, found within the caller's scope. */
export interface PlaceRow {
  organisationId: string;
  propertyId: string;
  address: string;
  city: string;
  /** The premises' designation or the equipment item's name; null for a property. */
  name: string | null;
  publicReporting: boolean;
  code: string | null;
}

const FROM: Record<PlaceKind, { from: string; alias: string; name: string }> = {
  property: { from: 'properties x', alias: 'x', name: 'NULL::text' },
  premises: { from: 'premises x', alias: 'x', name: 'x.designation' },
  equipment: { from: 'equipment x', alias: 'x', name: 'x.name' },
};
/** The column of place_codes naming a place of each kind (a property's row has neither of the others). */
const CODE_MATCH: Record<PlaceKind, string> = {
  property: 'c.property_id = x.id AND c.premises_id IS NULL AND c.equipment_id IS NULL',
  premises: 'c.premises_id = x.id',
  equipment: 'c.equipment_id = x.id',
};

export async function findPlace(
  q: Queryable,
  actor: Actor,
  kind: PlaceKind,
  id: string,
): Promise<PlaceRow | undefined> {
  const p = new SqlParams();
  const f = FROM[kind];
  const propertyId = kind === 'property' ? 'x.id' : 'x.property_id';
  const [row] = await q.query<PlaceRow>(
    `SELECT x.organisation_id, ${propertyId} AS property_id, pr.address, pr.city, ${f.name} AS name,
            pr.public_reporting, c.code
       FROM ${f.from}
       JOIN properties pr ON pr.id = ${propertyId}
       LEFT JOIN place_codes c ON ${CODE_MATCH[kind]}
      WHERE x.id = ${p.add(id)} AND ${scope(actor, kind, p, f.alias)}`,
    p.values,
  );
  return row;
}

/** Stores a new code for the place; false when the code is taken or the place already has one. */
export async function insertPlaceCode(
  q: Queryable,
  code: string,
  kind: PlaceKind,
  id: string,
  place: Pick<PlaceRow, 'organisationId' | 'propertyId'>,
): Promise<boolean> {
  const rows = await q.query(
    `INSERT INTO place_codes (code, organisation_id, property_id, premises_id, equipment_id)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING code`,
    [
      code,
      place.organisationId,
      place.propertyId,
      kind === 'premises' ? id : null,
      kind === 'equipment' ? id : null,
    ],
  );
  return rows.length === 1;
}

export async function setPublicReporting(q: Queryable, propertyId: string, enabled: boolean): Promise<void> {
  await q.query('UPDATE properties SET public_reporting = $2, updated_at = now() WHERE id = $1', [
    propertyId,
    enabled,
  ]);
}

/** A code's place for anyone holding the code, while its property takes public reports. */
export interface PublicPlaceRow extends Omit<PublicPlace, 'code'> {
  organisationId: string;
  propertyId: string;
  premisesId: string | null;
  equipmentId: string | null;
}

export async function findPublicPlace(q: Queryable, code: string): Promise<PublicPlaceRow | undefined> {
  const [row] = await q.query<PublicPlaceRow>(
    `SELECT c.organisation_id, c.property_id, c.premises_id, c.equipment_id,
            CASE WHEN c.premises_id IS NOT NULL THEN 'premises'
                 WHEN c.equipment_id IS NOT NULL THEN 'equipment' ELSE 'property' END AS kind,
            concat_ws(', ', pr.address, nullif(pr.city, '')) AS address,
            coalesce(pm.designation, e.name) AS name,
            o.name AS organisation_name, o.report_language AS language, o.on_call_phone
       FROM place_codes c
       JOIN properties pr ON pr.id = c.property_id
       JOIN organisations o ON o.id = c.organisation_id
       LEFT JOIN premises pm ON pm.id = c.premises_id
       LEFT JOIN equipment e ON e.id = c.equipment_id
      WHERE c.code = $1 AND pr.public_reporting`,
    [code],
  );
  return row;
}
