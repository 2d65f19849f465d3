// Roles live in authz (server) and in the page declarations (web): docs/ARCHITECTURE.md, "Roles".
import { describe, expect, it } from 'vitest';
import { ROLE_HELPERS, ROLES, roleOffences, roleOffenders } from './roles.mjs';
import { sourceFiles, trees } from './source.mjs';

describe('roles are known only in authz and the page declarations', () => {
  const offenders = roleOffenders([...sourceFiles(trees.server), ...sourceFiles(trees.web)]);

  it('no file outside them decides on a role', () => {
    expect(
      offenders,
      'Ask a named policy function of apps/server/src/authz (server) or user.can (web) instead',
    ).toEqual({});
  });

  it('takes the role names from the contract and the helpers from authz/actor.ts', () => {
    expect(ROLES).toEqual(['Admin', 'Contractor', 'PropertyManager', 'PropertyTenant']);
    expect(ROLE_HELPERS).toEqual(
      expect.arrayContaining(['isAdmin', 'isContractor', 'isOrgStaff', 'isReporter']),
    );
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
