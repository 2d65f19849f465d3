import { describe, expect, it } from 'vitest';
import {
  acceptMode,
  canAddNote,
  canDeleteReport,
  canEditReport,
  lifecycleActor,
  reportAccess,
  reportListScope,
} from './reports.policy';

const org = 'org-1';
const admin = { id: 'a', role: 'Admin' as const, organisationId: null, contractorId: null };
const manager = { id: 'm', role: 'PropertyManager' as const, organisationId: org, contractorId: null };
const foreignManager = { ...manager, id: 'm2', organisationId: 'org-2' };
const tenant = { id: 't', role: 'PropertyTenant' as const, organisationId: org, contractorId: null };
const neighbour = { ...tenant, id: 't2' };
const contractor = { id: 'c', role: 'Contractor' as const, organisationId: null, contractorId: 'k1' };
const rival = { ...contractor, id: 'c2', contractorId: 'k2' };

const open = {
  organisationId: org,
  reporter: 't',
  contractorId: null,
  status: 'Open' as const,
  trade: 'plumber',
};
const taken = { ...open, contractorId: 'k1', status: 'InProgress' as const };

describe('report policy', () => {
  it('grants full, market or no access', () => {
    expect(reportAccess(admin, open)).toBe('full');
    expect(reportAccess(manager, open)).toBe('full');
    expect(reportAccess(foreignManager, open)).toBe('none');
    expect(reportAccess(tenant, open)).toBe('full');
    expect(reportAccess(neighbour, open)).toBe('none');
    expect(reportAccess(contractor, open, 'plumber')).toBe('market');
    expect(reportAccess(contractor, open, 'electrician')).toBe('none');
    expect(reportAccess(contractor, taken, 'plumber')).toBe('full');
    expect(reportAccess(rival, taken, 'plumber')).toBe('none');
  });

  it('lets only staff edit and delete, and the right people add notes', () => {
    for (const check of [canEditReport, canDeleteReport]) {
      expect(check(admin, open)).toBe(true);
      expect(check(manager, open)).toBe(true);
      expect(check(foreignManager, open)).toBe(false);
      expect(check(tenant, open)).toBe(false);
      expect(check(contractor, taken)).toBe(false);
    }
    expect(canAddNote(tenant, open)).toBe(true);
    expect(canAddNote(neighbour, open)).toBe(false);
    expect(canAddNote(contractor, taken)).toBe(true);
    expect(canAddNote(contractor, open)).toBe(false);
  });

  it('tells accept from assign and names the caller’s part in the lifecycle', () => {
    expect(acceptMode(contractor, open)).toBe('accept');
    expect(acceptMode(manager, open)).toBe('assign');
    expect(acceptMode(tenant, open)).toBeNull();
    expect(lifecycleActor(tenant, open)).toBe('reporter');
    expect(lifecycleActor(neighbour, open)).toBeNull();
    expect(lifecycleActor(contractor, taken)).toBe('Contractor');
    expect(lifecycleActor(rival, taken)).toBeNull();
    expect(lifecycleActor(manager, taken)).toBe('PropertyManager');
  });

  it('turns the caller into a list scope', () => {
    expect(reportListScope(admin, undefined, null)).toEqual({ kind: 'all' });
    expect(reportListScope(manager, 'market', null)).toEqual({ kind: 'organisation', organisationId: org });
    expect(reportListScope(tenant, undefined, null)).toEqual({
      kind: 'reporter',
      organisationId: org,
      reporterId: 't',
    });
    expect(reportListScope(contractor, undefined, 'plumber')).toEqual({
      kind: 'contractor',
      contractorId: 'k1',
      marketTrade: null,
    });
    expect(reportListScope(contractor, 'market', 'plumber')).toEqual({
      kind: 'contractor',
      contractorId: null,
      marketTrade: 'plumber',
    });
    expect(reportListScope({ ...contractor, contractorId: null }, 'all', null)).toEqual({ kind: 'nothing' });
  });
});
