// Roles live in authz (server) and in the page declarations (web): docs/ARCHITECTURE.md, "Roles".
import { describe, expect, it } from 'vitest';
import { roleOffences, roleOffenders } from './roles.mjs';
import { sourceFiles, trees } from './source.mjs';

/**
 * Files that still decide on roles outside authz, today. The list may only shrink: a file that
 * no longer offends must leave it (the test fails otherwise), and no file may join it.
 */
const BASELINE = [
  'apps/server/src/modules/dashboard/dashboard.service.ts',
  // Reports: the lifecycle table names its actors; list totals, views and filters by role.
  'apps/server/src/modules/reports/lifecycle.ts',
  'apps/server/src/modules/reports/list-totals.ts',
  'apps/server/src/modules/reports/report-context.ts',
  'apps/server/src/modules/reports/report-view.ts',
  'apps/server/src/modules/reports/report-workflow.ts',
  'apps/server/src/modules/reports/reports.service.ts',
  // The hub: a contractor's trade on admission, the audience of each event.
  'apps/server/src/realtime/admission.ts',
  'apps/server/src/realtime/audience.ts',
];

describe('roles are known only in authz and the page declarations', () => {
  const offenders = roleOffenders([...sourceFiles(trees.server), ...sourceFiles(trees.web)]);

  it('no file outside them decides on a role (beyond the shrinking baseline)', () => {
    const added = Object.fromEntries(Object.entries(offenders).filter(([f]) => !BASELINE.includes(f)));
    expect(
      added,
      'Ask a named policy function of apps/server/src/authz (server) or user.can (web) instead',
    ).toEqual({});
  });

  it('the baseline lists only files that still offend (remove a file once it is fixed)', () => {
    expect(BASELINE.filter((f) => !offenders[f])).toEqual([]);
  });

  it('sees role literals, SQL conditions and helper calls, and not types', () => {
    expect(roleOffences(`if (user.role === 'Admin') x();`)).toEqual([`1: role literal 'Admin'`]);
    expect(roleOffences(`const r = user.roles.includes('PropertyManager');`)).toHaveLength(1);
    expect(roleOffences("q.query(`SELECT 1 FROM users WHERE role = 'Contractor'`);")).toHaveLength(1);
    expect(roleOffences(`if (isOrgStaff(actor)) x();`)).toEqual(['1: role helper isOrgStaff()']);
    expect(roleOffences(`type R = 'Admin' | 'Contractor'; let r: 'Admin';`)).toEqual([]);
    expect(roleOffences(`crudRoutes(app, { singular: 'Contractor' });`)).toEqual([]);
  });
});
