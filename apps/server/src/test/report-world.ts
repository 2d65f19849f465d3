import type { Queryable } from '../db';
import { createOrganisation, createUser, type TestUser } from './factories';

/** Places and people for report tests, written straight to the database. */

export async function createProperty(q: Queryable, organisationId: string, address = 'Storgatan 1') {
  const [row] = await q.query<{ id: string }>(
    `INSERT INTO properties (organisation_id, address, type, city, postal_code, county)
     VALUES ($1, $2, 'Apartment', 'Uppsala', '753 20', 'Uppsala län') RETURNING id`,
    [organisationId, address],
  );
  return row!.id;
}

export async function createPremises(
  q: Queryable,
  organisationId: string,
  propertyId: string,
  designation: string,
) {
  const [row] = await q.query<{ id: string }>(
    'INSERT INTO premises (organisation_id, property_id, designation) VALUES ($1, $2, $3) RETURNING id',
    [organisationId, propertyId, designation],
  );
  return row!.id;
}

export async function linkTenant(q: Queryable, premisesId: string, userId: string) {
  await q.query('INSERT INTO premises_tenants (premises_id, user_id) VALUES ($1, $2)', [premisesId, userId]);
}

/**
 * A tenant of the world's premises with a name and phone (and email, when given) to look for
 * afterwards: the person whose data an erasure or retention test follows.
 */
export async function createNamedTenant(
  q: Queryable,
  w: Pick<ReportWorld, 'org' | 'premisesId'>,
  person: { name: string; phone: string; email?: string },
): Promise<TestUser> {
  const { phone, ...fields } = person;
  const user = await createUser(q, { role: 'PropertyTenant', organisationId: w.org.id, ...fields });
  await q.query('UPDATE users SET phone = $2 WHERE id = $1', [user.id, phone]);
  await linkTenant(q, w.premisesId, user.id);
  return user;
}

export async function createEquipment(q: Queryable, organisationId: string, propertyId: string) {
  const [row] = await q.query<{ id: string }>(
    `INSERT INTO equipment (organisation_id, property_id, name) VALUES ($1, $2, 'Värmepump') RETURNING id`,
    [organisationId, propertyId],
  );
  return row!.id;
}

export interface ReportWorld {
  org: { id: string };
  manager: TestUser;
  tenant: TestUser;
  otherTenant: TestUser;
  propertyId: string;
  premisesId: string;
  otherPremisesId: string;
}

/**
 * One organisation: a manager, two tenants each at their own flat of one property; with
 * `onCallPhone`, the number its safety advice gives.
 */
export async function createReportWorld(
  q: Queryable,
  opts: { reportLanguage?: 'sv' | 'en'; address?: string; onCallPhone?: string } = {},
): Promise<ReportWorld> {
  const org = await createOrganisation(q, { reportLanguage: opts.reportLanguage });
  if (opts.onCallPhone)
    await q.query('UPDATE organisations SET on_call_phone = $2 WHERE id = $1', [org.id, opts.onCallPhone]);
  const manager = await createUser(q, {
    role: 'PropertyManager',
    organisationId: org.id,
    name: 'Maria Förvaltare',
  });
  const tenant = await createUser(q, {
    role: 'PropertyTenant',
    organisationId: org.id,
    name: 'Tina Hyresgäst',
  });
  const otherTenant = await createUser(q, {
    role: 'PropertyTenant',
    organisationId: org.id,
    name: 'Olle Granne',
  });
  const propertyId = await createProperty(q, org.id, opts.address);
  const premisesId = await createPremises(q, org.id, propertyId, 'Lgh 1101');
  const otherPremisesId = await createPremises(q, org.id, propertyId, 'Lgh 1102');
  await linkTenant(q, premisesId, tenant.id);
  await linkTenant(q, otherPremisesId, otherTenant.id);
  return { org, manager, tenant, otherTenant, propertyId, premisesId, otherPremisesId };
}

export const reportBody = (
  w: Pick<ReportWorld, 'propertyId' | 'premisesId'>,
  extra: Record<string, unknown> = {},
) => ({
  propertyId: w.propertyId,
  premisesId: w.premisesId,
  whatBroke: 'Kranen droppar',
  description: 'Köksblandaren droppar hela tiden.',
  customerNumber: 'K-1001',
  trade: 'plumber',
  priority: 'Normal',
  ...extra,
});
