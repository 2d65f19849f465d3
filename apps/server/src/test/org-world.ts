import type { Priority, ReportStatus, Trade } from '@app/contract';
import type { Queryable } from '../db';
import { createOrganisation, createUser, type TestUser } from './factories';

/**
 * Test fixtures for access rules: one organisation's worth of records (a property with
 * premises that a tenant rents, equipment), and reports inserted with plain SQL.
 */

/** A property of `organisationId`; the answer carries the organisation, as createPremises wants it. */
export async function createProperty(
  q: Queryable,
  organisationId: string,
  fields: { address?: string; city?: string; type?: string } = {},
) {
  const [row] = await q.query<{ id: string; address: string }>(
    `INSERT INTO properties (organisation_id, address, type, city) VALUES ($1, $2, $3, $4) RETURNING id, address`,
    [organisationId, fields.address ?? 'Storgatan 1', fields.type ?? 'Apartment', fields.city ?? 'Uppsala'],
  );
  return { ...row!, organisationId };
}

export async function createPremises(
  q: Queryable,
  property: { id: string; organisationId: string },
  fields: { designation?: string; tenantIds?: string[] } = {},
) {
  const [row] = await q.query<{ id: string }>(
    `INSERT INTO premises (organisation_id, property_id, designation) VALUES ($1, $2, $3) RETURNING id`,
    [property.organisationId, property.id, fields.designation ?? 'Lgh 1101'],
  );
  for (const userId of fields.tenantIds ?? [])
    await q.query('INSERT INTO premises_tenants (premises_id, user_id) VALUES ($1, $2)', [row!.id, userId]);
  return row!;
}

export async function createEquipment(
  q: Queryable,
  property: { id: string; organisationId: string },
  fields: { name?: string; nextServiceDate?: string | null; premisesId?: string | null } = {},
) {
  const [row] = await q.query<{ id: string }>(
    `INSERT INTO equipment (organisation_id, property_id, premises_id, name, next_service_date)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [
      property.organisationId,
      property.id,
      fields.premisesId ?? null,
      fields.name ?? 'Värmepanna',
      fields.nextServiceDate ?? null,
    ],
  );
  return row!;
}

export async function insertReport(
  q: Queryable,
  fields: {
    organisationId: string;
    propertyId: string;
    premisesId?: string | null;
    trade?: Trade;
    status?: ReportStatus;
    priority?: Priority;
    contractorId?: string | null;
    reporterId?: string | null;
  },
) {
  const status = fields.status ?? 'Open';
  const [row] = await q.query<{ id: string }>(
    `INSERT INTO reports (organisation_id, property_id, premises_id, what_broke, trade, priority, status,
       contractor_id, reporter_id, accepted_at, closed_at)
     VALUES ($1, $2, $3, 'Kranen droppar', $4, $5, $6, $7, $8,
       CASE WHEN $7::uuid IS NULL THEN NULL ELSE now() END, CASE WHEN $6 = 'Closed' THEN now() END)
     RETURNING id`,
    [
      fields.organisationId,
      fields.propertyId,
      fields.premisesId ?? null,
      fields.trade ?? 'plumber',
      fields.priority ?? 'Normal',
      status,
      fields.contractorId ?? null,
      fields.reporterId ?? null,
    ],
  );
  return row!;
}

/** A report at `property` that the contractor `contractorId` has accepted and works on (InProgress). */
export const insertHeldReport = (
  q: Queryable,
  property: { id: string; organisationId: string },
  contractorId: string,
  fields: { premisesId?: string; trade?: Trade } = {},
) =>
  insertReport(q, {
    organisationId: property.organisationId,
    propertyId: property.id,
    status: 'InProgress',
    contractorId,
    ...fields,
  });

export interface OrgWorld {
  org: { id: string; name: string };
  manager: TestUser;
  tenant: TestUser;
  /** A tenant of the same organisation linked to no premises. */
  otherTenant: TestUser;
  property: { id: string; organisationId: string; address: string };
  premises: { id: string };
  equipment: { id: string };
}

/** An organisation with a manager, a tenant renting premises of its property, and equipment there. */
export async function createOrgWorld(q: Queryable, name?: string): Promise<OrgWorld> {
  const org = await createOrganisation(q, name ? { name } : {});
  const manager = await createUser(q, { role: 'PropertyManager', organisationId: org.id });
  const tenant = await createUser(q, { role: 'PropertyTenant', organisationId: org.id });
  const otherTenant = await createUser(q, { role: 'PropertyTenant', organisationId: org.id });
  const property = await createProperty(q, org.id, { address: `${org.name} gata 1` });
  const premises = await createPremises(q, property, { tenantIds: [tenant.id] });
  const equipment = await createEquipment(q, property);
  return { org, manager, tenant, otherTenant, property, premises, equipment };
}
