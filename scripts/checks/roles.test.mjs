// Roles live in authz (server) and in the page declarations (web): docs/ARCHITECTURE.md, "Roles".
import { describe, expect, it } from 'vitest';
import { roleOffences, roleOffenders } from './roles.mjs';
import { sourceFiles, trees } from './source.mjs';

/**
 * Files that still decide on roles outside authz, today. The list may only shrink: a file that
 * no longer offends must leave it (the test fails otherwise), and no file may join it.
 */
const BASELINE = [
  // The assistant picks its questions by role (an admin has no own places to choose from).
  'apps/server/src/assistant/providers/builtin/confirm-step.ts',
  'apps/server/src/assistant/providers/builtin/place-step.ts',
  'apps/server/src/assistant/providers/builtin/safety.ts',
  'apps/server/src/assistant/tools.ts',
  // Accounts: linking a new account to its contractor or premises, the first admin, invites.
  'apps/server/src/auth/accounts.ts',
  'apps/server/src/auth/bootstrap.ts',
  'apps/server/src/auth/invites.service.ts',
  // Notifications: recipients by role in SQL, the link base per role, the admin's digest route.
  'apps/server/src/modules/notifications/notification-text.ts',
  'apps/server/src/modules/notifications/notifications.routes.ts',
  // Only tenants may be attached to premises (an SQL condition).
  'apps/server/src/modules/premises/premises.repo.ts',
  'apps/web/src/features/reports/components/ReportFormDialog.tsx',
  'apps/web/src/features/users/components/InviteDialog.tsx',
  'apps/web/src/features/users/pages/UsersPage.tsx',
  // The stored user is checked against the known roles when read back.
  'apps/web/src/lib/storage.ts',
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
