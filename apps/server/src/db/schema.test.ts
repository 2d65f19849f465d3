import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganisation, createUser } from '../test/factories';
import { createTestDb, type TestDb } from '../test/test-db';
import { migrate } from './migrate';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.drop());

async function rejects(sql: string, params: unknown[] = []) {
  await expect(t.db.query(sql, params)).rejects.toThrow();
}

describe('schema', () => {
  it('has every table of the data model', async () => {
    const rows = await t.db.query<{ tableName: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1`,
    );
    expect(rows.map((r) => r.tableName)).toEqual(
      expect.arrayContaining([
        'organisations',
        'users',
        'contractors',
        'properties',
        'premises',
        'premises_tenants',
        'equipment',
        'reports',
        'report_actions',
        'chat_sessions',
        'chat_messages',
        'auth_sessions',
        'refresh_tokens',
        'invite_tokens',
        'password_reset_tokens',
        'email_change_tokens',
        'mail_outbox',
        'assistant_usage',
        'schema_migrations',
      ]),
    );
  });

  it('applies migrations only once', async () => {
    expect(await migrate(t.db)).toEqual([]);
  });

  it('rejects values outside the enums', async () => {
    await rejects(`INSERT INTO organisations (name, report_language) VALUES ('A', 'de')`);
    await rejects(`INSERT INTO users (email, password_hash, role) VALUES ('x@y.se', 'h', 'Superuser')`);
    await rejects(`INSERT INTO contractors (name, trade) VALUES ('C', 'astronaut')`);
  });

  it('keeps emails unique regardless of case', async () => {
    await t.db.query(
      `INSERT INTO users (email, password_hash, role) VALUES ('Case@Example.se', 'h', 'Admin')`,
    );
    await rejects(`INSERT INTO users (email, password_hash, role) VALUES ('case@example.SE', 'h', 'Admin')`);
  });

  it('requires an organisation for managers and tenants, and none for admins', async () => {
    await rejects(`INSERT INTO users (email, password_hash, role) VALUES ('m@x.se', 'h', 'PropertyManager')`);
    const org = await createOrganisation(t.db);
    await rejects(
      `INSERT INTO users (email, password_hash, role, organisation_id) VALUES ('a2@x.se', 'h', 'Admin', $1)`,
      [org.id],
    );
  });

  it('enforces report invariants and foreign keys', async () => {
    const org = await createOrganisation(t.db);
    const [prop] = await t.db.query<{ id: string }>(
      `INSERT INTO properties (organisation_id, address, type) VALUES ($1, 'Storgatan 1', 'Apartment') RETURNING id`,
      [org.id],
    );
    const base = `INSERT INTO reports (organisation_id, property_id, what_broke, trade, status, closed_at)`;
    // In progress without a contractor
    await rejects(`${base} VALUES ($1, $2, 'Kran', 'plumber', 'InProgress', NULL)`, [org.id, prop!.id]);
    // Closed without a close time
    await rejects(`${base} VALUES ($1, $2, 'Kran', 'plumber', 'Closed', NULL)`, [org.id, prop!.id]);
    // Unknown property
    await rejects(`${base} VALUES ($1, gen_random_uuid(), 'Kran', 'plumber', 'Open', NULL)`, [org.id]);
    // Bad priority
    await rejects(
      `INSERT INTO reports (organisation_id, property_id, what_broke, trade, priority) VALUES ($1, $2, 'K', 'plumber', 'Meh')`,
      [org.id, prop!.id],
    );
    await t.db.query(`${base} VALUES ($1, $2, 'Kran', 'plumber', 'Open', NULL)`, [org.id, prop!.id]);
    // A property with reports cannot be deleted on its own…
    await rejects(`DELETE FROM properties WHERE id = $1`, [prop!.id]);
    // …but deleting the organisation removes everything it owns.
    await t.db.query(`DELETE FROM organisations WHERE id = $1`, [org.id]);
    const left = await t.db.query(`SELECT 1 FROM reports WHERE organisation_id = $1`, [org.id]);
    expect(left).toHaveLength(0);
  });

  it('keeps a report when its reporter is deleted', async () => {
    const org = await createOrganisation(t.db);
    const tenant = await createUser(t.db, { role: 'PropertyTenant', organisationId: org.id });
    const [prop] = await t.db.query<{ id: string }>(
      `INSERT INTO properties (organisation_id, address, type) VALUES ($1, 'Ågatan 2', 'Apartment') RETURNING id`,
      [org.id],
    );
    const [report] = await t.db.query<{ id: string }>(
      `INSERT INTO reports (organisation_id, property_id, what_broke, trade, reporter_id)
       VALUES ($1, $2, 'Dörr', 'locksmith', $3) RETURNING id`,
      [org.id, prop!.id, tenant.id],
    );
    await t.db.query(`DELETE FROM users WHERE id = $1`, [tenant.id]);
    const [row] = await t.db.query<{ reporterId: string | null }>(
      `SELECT reporter_id FROM reports WHERE id = $1`,
      [report!.id],
    );
    expect(row!.reporterId).toBeNull();
  });

  it('returns camelCase rows with ISO timestamps and plain dates', async () => {
    const org = await createOrganisation(t.db);
    const [prop] = await t.db.query<{ id: string }>(
      `INSERT INTO properties (organisation_id, address, type) VALUES ($1, 'Ågatan 3', 'Commercial') RETURNING id`,
      [org.id],
    );
    const [eq] = await t.db.query<{ lastServiceDate: string; createdAt: string; organisationId: string }>(
      `INSERT INTO equipment (organisation_id, property_id, name, last_service_date)
       VALUES ($1, $2, 'Panna', '2026-03-01') RETURNING *`,
      [org.id, prop!.id],
    );
    expect(eq!.lastServiceDate).toBe('2026-03-01');
    expect(eq!.organisationId).toBe(org.id);
    expect(eq!.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const [{ n }] = (await t.db.query<{ n: number }>(`SELECT count(*) AS n FROM equipment`)) as [
      { n: number },
    ];
    expect(n).toBe(1);
  });
});
