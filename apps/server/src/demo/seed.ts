import type { ReportStatus, Role } from '@app/contract';
import { hashPassword } from '../auth/passwords';
import type { Db, Queryable } from '../db';
import {
  DEMO_ORGANISATION,
  DEMO_PASSWORD,
  type DemoReport,
  equipment,
  premises,
  properties,
  users,
} from './demo-content';
import { demoReports } from './demo-reports';

export interface DemoSignIn {
  role: Role;
  name: string;
  email: string;
  password: string;
}
export interface DemoResult {
  /** False when the demo organisation (or one of its users) already existed: nothing was written. */
  created: boolean;
  signIns: DemoSignIn[];
  reports: number;
}

const signIns = (): DemoSignIn[] =>
  users.map((u) => ({ role: u.role, name: u.name, email: u.email, password: DEMO_PASSWORD }));

/**
 * Fills the database with the demo organisation in one transaction.
 * Idempotent: a second run finds the organisation and writes nothing.
 */
export async function seedDemo(db: Db): Promise<DemoResult> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (q) => {
    const existing = await q.query(
      'SELECT 1 FROM organisations WHERE name = $1 UNION ALL SELECT 1 FROM users WHERE lower(email) = ANY($2::text[])',
      [DEMO_ORGANISATION, users.map((u) => u.email.toLowerCase())],
    );
    if (existing.length > 0) return { created: false, signIns: signIns(), reports: 0 };

    const [org] = await q.query<{ id: string }>(
      // A made-up on-call number, so the assistant's safety advice shows where one goes.
      `INSERT INTO organisations (name, report_language, on_call_phone) VALUES ($1, 'sv', '08-555 010 10') RETURNING id`,
      [DEMO_ORGANISATION],
    );
    const orgId = org!.id;
    const propertyIds = new Map<string, string>();
    for (const p of properties) {
      const [row] = await q.query<{ id: string }>(
        `INSERT INTO properties (organisation_id, address, type, city, postal_code, country, county, description)
         VALUES ($1, $2, $3, $4, $5, 'Sverige', $6, $7) RETURNING id`,
        [orgId, p.address, p.type, p.city, p.postalCode, p.county, p.description],
      );
      propertyIds.set(p.key, row!.id);
    }
    const premisesIds = new Map<string, string>();
    for (const p of premises) {
      const [row] = await q.query<{ id: string }>(
        `INSERT INTO premises (organisation_id, property_id, designation, floor, area_sqm)
         VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [orgId, propertyIds.get(p.property), p.designation, p.floor, p.areaSqm],
      );
      premisesIds.set(p.key, row!.id);
    }
    for (const e of equipment) {
      await q.query(
        `INSERT INTO equipment (organisation_id, property_id, name, model, serial_number, manufacturer, location,
           last_service_date, next_service_date, service_notes)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          orgId,
          propertyIds.get(e.property),
          e.name,
          e.model,
          e.serialNumber,
          e.manufacturer,
          e.location,
          e.last,
          e.next,
          e.notes,
        ],
      );
    }
    const people = new Map<string, { id: string; role: Role; name: string; contractorId: string | null }>();
    for (const u of users) {
      const orgRole = u.role === 'PropertyManager' || u.role === 'PropertyTenant';
      const [row] = await q.query<{ id: string }>(
        `INSERT INTO users (email, password_hash, role, organisation_id, name, locale)
         VALUES ($1, $2, $3, $4, $5, 'sv') RETURNING id`,
        [u.email, passwordHash, u.role, orgRole ? orgId : null, u.name],
      );
      let contractorId: string | null = null;
      if (u.contractor) {
        const [c] = await q.query<{ id: string }>(
          `INSERT INTO contractors (name, phone, email, trade, description, user_id)
           VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
          [
            u.contractor.name,
            u.contractor.phone,
            u.email,
            u.contractor.trade,
            u.contractor.description,
            row!.id,
          ],
        );
        contractorId = c!.id;
      }
      for (const key of u.premises ?? [])
        await q.query('INSERT INTO premises_tenants (premises_id, user_id) VALUES ($1, $2)', [
          premisesIds.get(key),
          row!.id,
        ]);
      people.set(u.key, { id: row!.id, role: u.role, name: u.name, contractorId });
    }
    let n = 0;
    for (const r of demoReports)
      await insertDemoReport(q, orgId, r, n++, { propertyIds, premisesIds, people });
    return { created: true, signIns: signIns(), reports: demoReports.length };
  });
}

interface Lookups {
  propertyIds: Map<string, string>;
  premisesIds: Map<string, string>;
  people: Map<string, { id: string; role: Role; name: string; contractorId: string | null }>;
}

/** The timeline kind of a work move, as the lifecycle table names it. */
function workKind(from: ReportStatus, to: ReportStatus) {
  if (from === 'InProgress' && to === 'FollowingUp') return 'done';
  if (from === 'FollowingUp' && to === 'InProgress') return 'sent_back';
  return 'status_changed';
}

/** Plays a report's steps forward to get its final state and its timeline, then writes both. */
async function insertDemoReport(q: Queryable, orgId: string, r: DemoReport, index: number, l: Lookups) {
  const hour = 3_600_000;
  const lastStep = r.steps.reduce((max, s) => Math.max(max, s.at), 0);
  const createdAt = Date.now() - r.daysAgo * 24 * hour - (lastStep + 2) * hour;
  const iso = (hours: number) => new Date(createdAt + hours * hour).toISOString();
  const person = (key: string) => l.people.get(key)!;
  const reporter = person(r.by);
  let status: ReportStatus = 'Open';
  let contractorId: string | null = null;
  let acceptedAt: string | null = null;
  let closedAt: string | null = null;
  let closeOut: [string, string | null, string, string] | null = null;
  const actions: unknown[][] = [['created', reporter, null, null, 'Open', null, iso(0)]];
  for (const s of r.steps) {
    const actor = person(s.by);
    const from = status;
    if (s.do === 'accept' || s.do === 'assign') {
      contractorId = person(s.contractor).contractorId;
      acceptedAt = iso(s.at);
      status = 'InProgress';
      actions.push([
        s.do === 'accept' ? 'accepted' : 'assigned',
        actor,
        contractorId,
        from,
        status,
        null,
        iso(s.at),
      ]);
    } else if (s.do === 'status' || s.do === 'withdraw') {
      status = s.do === 'withdraw' ? 'Closed' : s.to;
      closedAt = status === 'Closed' ? iso(s.at) : null;
      const kind = s.do === 'withdraw' ? 'withdrawn' : workKind(from, status);
      actions.push([kind, actor, contractorId, from, status, s.note ?? null, iso(s.at)]);
      // Marking done keeps the close-out (docs/PRODUCT.md "Close-out"); a send-back drops it.
      if (kind === 'done') closeOut = [s.note ?? 'Arbetet utfört.', contractorId, actor.name, iso(s.at)];
      if (kind === 'sent_back') closeOut = null;
    } else if (s.do === 'reopen') {
      closeOut = null;
      actions.push(['reopened', actor, contractorId, from, 'Open', s.note, iso(s.at)]);
      status = 'Open';
      contractorId = null;
      acceptedAt = null;
      closedAt = null;
    } else {
      actions.push(['note', actor, contractorId, status, status, s.note, iso(s.at)]);
    }
  }
  const lastModified = iso(lastStep);
  const [row] = await q.query<{ id: string }>(
    `INSERT INTO reports (organisation_id, property_id, premises_id, what_broke, description, customer_number, trade,
       priority, status, reporter_id, contractor_id, language, created_at, updated_at, accepted_at, closed_at, access)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'sv', $12, $13, $14, $15, $16) RETURNING id`,
    [
      orgId,
      l.propertyIds.get(r.property),
      r.premises ? l.premisesIds.get(r.premises) : null,
      r.whatBroke,
      r.description,
      reporter.role === 'PropertyTenant' ? `KN-${10240 + index}` : null,
      r.trade,
      r.priority,
      status,
      reporter.id,
      contractorId,
      iso(0),
      lastModified,
      acceptedAt,
      closedAt,
      r.access ?? null,
    ],
  );
  if (closeOut && (status === 'FollowingUp' || status === 'Closed'))
    await q.query(
      `INSERT INTO report_closeouts (report_id, organisation_id, resolution, contractor_id, done_by, done_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [row!.id, orgId, ...closeOut],
    );
  for (const [kind, actor, cId, from, to, note, at] of actions as [
    string,
    { id: string; role: Role; name: string },
    string | null,
    string | null,
    string,
    string | null,
    string,
  ][]) {
    await q.query(
      `INSERT INTO report_actions (report_id, organisation_id, kind, actor_id, actor_role, actor_name, contractor_id,
         from_status, to_status, note, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [row!.id, orgId, kind, actor.id, actor.role, actor.name, cId, from, to, note, at],
    );
  }
}

/** The lines printed after seeding: who can sign in, and with what. */
export function formatSignIns(result: DemoResult): string {
  const lines = [
    result.created
      ? `Demo data: ${DEMO_ORGANISATION} with ${result.reports} reports. Sign-ins (demo password for all):`
      : `Demo data already present (${DEMO_ORGANISATION}). Sign-ins:`,
  ];
  for (const s of result.signIns) lines.push(`  ${s.role.padEnd(16)} ${s.email.padEnd(40)} ${s.password}`);
  return lines.join('\n');
}

/** `DEMO_DATA=1`: seed only a database that has no organisations yet. */
export async function seedDemoIfEmpty(db: Db): Promise<DemoResult | null> {
  const [row] = await db.query<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM organisations) AS any');
  if (row?.any) return null;
  return seedDemo(db);
}
