import { describe, expect, it } from 'vitest';
import type { AppError } from '../http/errors';
import { SqlParams } from '../lib/sql';
import {
  type Actor,
  assertCan,
  assertCanList,
  can,
  choosesPlaceOrganisation,
  editsContractorTradeAndEmail,
  isReporter,
  mayCreatePlaces,
  mayExportReports,
  mayReadServiceDue,
  mayReadStatistics,
  scope,
  seesPremisesTenants,
  statisticsOrganisation,
} from './index';

const ORG = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
const admin: Actor = { id: 'u-admin', role: 'Admin', organisationId: null, contractorId: null };
const manager: Actor = { id: 'u-man', role: 'PropertyManager', organisationId: ORG, contractorId: null };
const tenant: Actor = { id: 'u-ten', role: 'PropertyTenant', organisationId: ORG, contractorId: null };
const contractor: Actor = { id: 'u-con', role: 'Contractor', organisationId: null, contractorId: 'c-1' };

const codeOf = (fn: () => unknown) => {
  try {
    fn();
    return 'ok';
  } catch (err) {
    return (err as AppError).code;
  }
};

describe('write rules (docs/PRODUCT.md "Roles and rights")', () => {
  it('lets admins write everything and managers only in their organisation', () => {
    for (const resource of ['property', 'premises', 'equipment'] as const) {
      for (const action of ['create', 'update', 'delete'] as const) {
        expect(can(admin, action, resource, { organisationId: OTHER })).toBe(true);
        expect(can(manager, action, resource, { organisationId: ORG })).toBe(true);
        expect(can(manager, action, resource, { organisationId: OTHER })).toBe(false);
        expect(can(tenant, action, resource, { organisationId: ORG })).toBe(false);
        expect(can(contractor, action, resource, { organisationId: ORG })).toBe(false);
      }
    }
  });

  it('lets managers update but not create or delete their organisation', () => {
    expect(can(manager, 'update', 'organisation', { id: ORG })).toBe(true);
    expect(can(manager, 'update', 'organisation', { id: OTHER })).toBe(false);
    expect(can(manager, 'delete', 'organisation', { id: ORG })).toBe(false);
    expect(can(manager, 'create', 'organisation', {})).toBe(false);
    expect(can(tenant, 'update', 'organisation', { id: ORG })).toBe(false);
  });

  it('lets a contractor update only its own profile', () => {
    expect(can(contractor, 'update', 'contractor', { id: 'c-1' })).toBe(true);
    expect(can(contractor, 'update', 'contractor', { id: 'c-2' })).toBe(false);
    expect(can(contractor, 'delete', 'contractor', { id: 'c-1' })).toBe(false);
    expect(can(manager, 'update', 'contractor', { id: 'c-1' })).toBe(false);
  });

  it('answers 404 for an invisible record and 403 for a visible one the caller may not change', () => {
    expect(codeOf(() => assertCan(manager, 'update', 'property', undefined))).toBe('not_found');
    expect(codeOf(() => assertCan(tenant, 'update', 'property', { organisationId: ORG }))).toBe('forbidden');
    expect(codeOf(() => assertCan(manager, 'update', 'property', { organisationId: ORG }))).toBe('ok');
    expect(codeOf(() => assertCanList(contractor, 'organisation'))).toBe('forbidden');
    expect(codeOf(() => assertCanList(tenant, 'property'))).toBe('ok');
  });
});

describe('read scopes', () => {
  it('deny by default: an actor of no known role, or one missing its link, sees nothing', () => {
    const stray = { ...contractor, contractorId: null };
    const orphan = { ...manager, organisationId: null };
    for (const resource of ['organisation', 'property', 'premises', 'equipment', 'contractor'] as const) {
      expect(scope(stray, resource, new SqlParams(), 'x')).toBe('(FALSE)');
      expect(scope({ ...admin, role: 'Nobody' as Actor['role'] }, resource, new SqlParams(), 'x')).toBe(
        '(FALSE)',
      );
    }
    expect(scope(orphan, 'property', new SqlParams(), 'x')).toBe('(FALSE)');
  });

  it('binds the caller’s organisation as a parameter, never as text', () => {
    const p = new SqlParams();
    expect(scope(manager, 'property', p, 'pr')).toBe('(pr.organisation_id = $1)');
    expect(p.values).toEqual([ORG]);
  });
});

const everyone = [admin, manager, tenant, contractor];
const who = (rule: (a: Actor) => boolean) => everyone.filter(rule).map((a) => a.role);

describe('the named rules the services ask (docs/PRODUCT.md "Roles and rights")', () => {
  it('staff add places, see premises tenants, statistics, the export and the service-due list', () => {
    for (const rule of [
      mayCreatePlaces,
      seesPremisesTenants,
      mayReadStatistics,
      mayExportReports,
      mayReadServiceDue,
    ])
      expect(who(rule)).toEqual(['Admin', 'PropertyManager']);
    // A manager without an organisation is no manager.
    expect(mayReadStatistics({ ...manager, organisationId: null })).toBe(false);
  });

  it("only an admin names a property's organisation, narrows statistics, sets a contractor's trade", () => {
    expect(who(choosesPlaceOrganisation)).toEqual(['Admin']);
    expect(who(editsContractorTradeAndEmail)).toEqual(['Admin']);
    expect(statisticsOrganisation(admin, OTHER)).toBe(OTHER);
    expect(statisticsOrganisation(manager, OTHER)).toBeUndefined();
  });

  it('the reporter is the tenant who wrote the report, in its organisation', () => {
    expect(isReporter(tenant, { organisationId: ORG, reporterId: tenant.id })).toBe(true);
    expect(isReporter(tenant, { organisationId: OTHER, reporterId: tenant.id })).toBe(false);
    expect(isReporter(tenant, { organisationId: ORG, reporterId: 'someone-else' })).toBe(false);
    expect(isReporter(tenant, { organisationId: ORG, reporterId: null })).toBe(false);
    expect(isReporter(manager, { organisationId: ORG, reporterId: manager.id })).toBe(false);
  });
});
