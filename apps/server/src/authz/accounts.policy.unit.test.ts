import { type Role, roles } from '@app/contract';
import { describe, expect, it } from 'vitest';
import {
  actsForContractor,
  FIRST_ACCOUNT_ROLE,
  invitesIntoOwnOrganisation,
  joinsOrganisation,
  rentsPremises,
} from './accounts.policy';
import type { Actor } from './actor';
import { choosesOwnPlace, reportsAtRentedPremises } from './assistant.policy';
import { linkHomeFor } from './notifications.policy';
import { premisesTenantSql } from './premises.policy';

const actor = (role: Role, organisationId: string | null, contractorId: string | null = null): Actor => ({
  id: `u-${role}`,
  role,
  organisationId,
  contractorId,
});
const admin = actor('Admin', null);
const manager = actor('PropertyManager', 'org-1');
const tenant = actor('PropertyTenant', 'org-1');
const contractor = actor('Contractor', null, 'k1');
const everyone = [admin, manager, tenant, contractor];

describe('accounts policy', () => {
  it('ties managers and tenants to an organisation, tenants to premises, contractors to a record', () => {
    expect(roles.filter(joinsOrganisation)).toEqual(['PropertyManager', 'PropertyTenant']);
    expect(roles.filter(rentsPremises)).toEqual(['PropertyTenant']);
    expect(roles.filter(actsForContractor)).toEqual(['Contractor']);
  });

  it('lets only a manager be held to their own organisation when inviting; the first account is an admin', () => {
    expect(everyone.filter(invitesIntoOwnOrganisation)).toEqual([manager]);
    expect(FIRST_ACCOUNT_ROLE).toBe('Admin');
  });
});

describe('where one reports', () => {
  it('has everyone but an admin choose among their own places, tenants at their premises', () => {
    expect(everyone.filter(choosesOwnPlace)).toEqual([manager, tenant, contractor]);
    expect(everyone.filter(reportsAtRentedPremises)).toEqual([tenant]);
  });
});

describe('links and SQL by role', () => {
  it('opens errands in each role’s group of pages', () => {
    expect(Object.fromEntries(roles.map((role) => [role, linkHomeFor(role)]))).toEqual({
      Admin: '/admin',
      Contractor: '/contractor',
      PropertyManager: '/panel',
      PropertyTenant: '/panel',
    });
  });

  it('names tenants in SQL over the users table', () => {
    expect(premisesTenantSql()).toBe("users.role = 'PropertyTenant'");
    expect(premisesTenantSql('u')).toBe("u.role = 'PropertyTenant'");
  });
});
