import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ReportActor } from '../../authz/reports.policy';
import { buildListSql } from './reports.list.repo';
import { filtersOf } from './reports.service';

const org = randomUUID();
const actor = (role: ReportActor['role'], organisationId: string | null): ReportActor => ({
  id: randomUUID(),
  role,
  organisationId,
  contractorId: role === 'Contractor' ? randomUUID() : null,
});

describe('a search’s address lookup stays in the caller’s organisation', () => {
  it('is narrowed for a manager and a tenant, for an administrator only by their organisation filter', () => {
    expect(filtersOf({ q: 'storgatan' }, actor('PropertyManager', org)).searchWithin).toBe(org);
    expect(filtersOf({ q: 'storgatan' }, actor('PropertyTenant', org)).searchWithin).toBe(org);
    expect(filtersOf({ q: 'storgatan' }, actor('Admin', null)).searchWithin).toBeUndefined();
    expect(filtersOf({ q: 'storgatan', organisationId: org }, actor('Admin', null)).searchWithin).toBe(org);
    // A contractor's errands lie in any organisation that hires them.
    expect(filtersOf({ q: 'storgatan' }, actor('Contractor', null)).searchWithin).toBeUndefined();
    expect(filtersOf({}, actor('PropertyManager', org)).searchWithin).toBeUndefined();
  });

  it('reads only that organisation’s properties', () => {
    const built = (searchWithin?: string) =>
      buildListSql(() => 'true', { q: 'storgatan', searchWithin }, { key: 'created', desc: true }, null);
    const narrowed = built(org);
    expect(narrowed.sql).toMatch(
      /FROM properties a WHERE a\.organisation_id = \$\d+ AND lower\(a\.address\)/,
    );
    expect(narrowed.params).toContain(org);
    expect(built().sql).toMatch(/FROM properties a WHERE lower\(a\.address\)/);
  });
});
