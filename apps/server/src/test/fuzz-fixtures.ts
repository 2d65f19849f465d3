import type { Db, Queryable } from '../db';
import { createOrganisation, createOrgWithUsers, createUser } from './factories';

/**
 * The world the API fuzz test runs in: one user of each role whose tokens must
 * stay valid for the whole run (their own ids are kept out of the path pool, so
 * a fuzzed DELETE or PUT cannot disable the callers), and records of two
 * organisations for lookups, links and cross-organisation attempts.
 */
export async function seedFuzzWorld(db: Db) {
  const home = await createOrgWithUsers(db);
  const admin = await createUser(db, { role: 'Admin' });
  const contractor = await createUser(db, { role: 'Contractor', trade: 'plumber' });
  const home2 = await records(db, home.org.id, home.tenant.id, home.manager.id);

  const other = await createOrganisation(db);
  const otherManager = await createUser(db, { role: 'PropertyManager', organisationId: other.id });
  const otherTenant = await createUser(db, { role: 'PropertyTenant', organisationId: other.id });
  const otherContractor = await createUser(db, { role: 'Contractor', trade: 'electrician' });
  const away = await records(db, other.id, otherTenant.id, otherManager.id);

  const callers = {
    anonymous: undefined,
    Admin: admin.token,
    PropertyManager: home.manager.token,
    PropertyTenant: home.tenant.token,
    Contractor: contractor.token,
  } as const;
  /** Records a fuzzed request may hit, change or delete. */
  const pathIds = [
    ...home2,
    ...away,
    other.id,
    otherManager.id,
    otherTenant.id,
    otherContractor.id,
    otherContractor.contractorId!,
  ];
  /** Ids fit for links in bodies and filters, the callers' own included. */
  const bodyIds = [
    ...pathIds,
    home.org.id,
    home.manager.id,
    home.tenant.id,
    admin.id,
    contractor.id,
    contractor.contractorId!,
  ];
  /** Path ids per collection, so detail routes mostly hit records of their own kind. */
  const byCollection: Record<string, string[]> = {
    properties: [home2[0]!, away[0]!],
    Premises: [home2[1]!, away[1]!],
    Equipment: [home2[2]!, away[2]!],
    'chat-sessions': [home2[3]!, away[3]!],
    'chat-message': [home2[4]!, away[4]!],
    reports: [home2[5]!, home2[6]!, away[5]!, away[6]!],
    organisations: [other.id],
    users: [otherManager.id, otherTenant.id, otherContractor.id],
    contractors: [otherContractor.contractorId!],
  };
  /** Ids for links in bodies and filters, by field name. */
  const named: Record<string, string[]> = {
    organisationId: [home.org.id, other.id],
    propertyId: [home2[0]!, away[0]!],
    premisesId: [home2[1]!, away[1]!],
    equipmentId: [home2[2]!, away[2]!],
    sessionId: [home2[3]!, away[3]!],
    chatSessionId: [home2[3]!, away[3]!],
    reportId: [home2[5]!, home2[6]!, away[5]!],
    contractorId: [contractor.contractorId!, otherContractor.contractorId!],
  };
  const emails = [
    home.manager.email,
    home.tenant.email,
    admin.email,
    contractor.email,
    otherManager.email,
    otherContractor.email,
  ];
  return { callers, pathIds, bodyIds, byCollection, named, emails };
}

/** A property with premises (the tenant linked), equipment, a report with a note, a chat session. */
async function records(q: Queryable, orgId: string, tenantId: string, managerId: string): Promise<string[]> {
  const one = async (sql: string, params: unknown[]) => (await q.query<{ id: string }>(sql, params))[0]!.id;
  const property = await one(
    `INSERT INTO properties (organisation_id, address, type, city) VALUES ($1, 'Storgatan 1', 'Apartment', 'Umeå') RETURNING id`,
    [orgId],
  );
  const premises = await one(
    `INSERT INTO premises (organisation_id, property_id, designation, floor) VALUES ($1, $2, 'Lgh 1102', 1) RETURNING id`,
    [orgId, property],
  );
  await q.query(`INSERT INTO premises_tenants (premises_id, user_id) VALUES ($1, $2)`, [premises, tenantId]);
  const equipment = await one(
    `INSERT INTO equipment (organisation_id, property_id, premises_id, name) VALUES ($1, $2, $3, 'Värmepanna') RETURNING id`,
    [orgId, property, premises],
  );
  const session = await one(
    `INSERT INTO chat_sessions (user_id, organisation_id, title) VALUES ($1, $2, 'Kran') RETURNING id`,
    [tenantId, orgId],
  );
  const message = await one(
    `INSERT INTO chat_messages (session_id, role, content) VALUES ($1, 'user', 'Kranen läcker') RETURNING id`,
    [session],
  );
  const report = await one(
    `INSERT INTO reports (organisation_id, property_id, premises_id, equipment_id, what_broke, trade, reporter_id, chat_session_id)
     VALUES ($1, $2, $3, $4, 'Läckande kran', 'plumber', $5, $6) RETURNING id`,
    [orgId, property, premises, equipment, tenantId, session],
  );
  const open = await one(
    `INSERT INTO reports (organisation_id, property_id, what_broke, trade, reporter_id)
     VALUES ($1, $2, 'Trasig lampa', 'electrician', $3) RETURNING id`,
    [orgId, property, managerId],
  );
  await q.query(
    `INSERT INTO report_actions (report_id, organisation_id, kind, actor_id, actor_role, to_status)
     VALUES ($1, $2, 'created', $3, 'PropertyTenant', 'Open'), ($4, $2, 'created', $5, 'PropertyManager', 'Open')`,
    [report, orgId, tenantId, open, managerId],
  );
  return [property, premises, equipment, session, message, report, open];
}
