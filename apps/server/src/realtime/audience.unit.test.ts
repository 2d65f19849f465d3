import { describe, expect, it } from 'vitest';
import { type KnownReportFacts, reportAccess } from '../authz';
import { type Listener, mayReceive, needsLookup } from './audience';

const org = 'org-1';
const listener = (
  role: Listener['user']['role'],
  extra: Partial<Listener['user']> = {},
  trade: Listener['contractorTrade'] = null,
): Listener => ({
  user: { id: `${role}-user`, role, organisationId: null, contractorId: null, ...extra },
  contractorTrade: trade,
});
const admin = listener('Admin');
const manager = listener('PropertyManager', { organisationId: org });
const foreignManager = listener('PropertyManager', { organisationId: 'org-2' });
const tenant = listener('PropertyTenant', { id: 'tenant', organisationId: org });
const plumber = listener('Contractor', { contractorId: 'c-plumber' }, 'plumber');
const electrician = listener('Contractor', { contractorId: 'c-el' }, 'electrician');

const open: KnownReportFacts = { organisationId: org, status: 'Open', trade: 'plumber', contractorId: null };
const taken: KnownReportFacts = { ...open, status: 'InProgress', contractorId: 'c-el' };

describe('who may receive an event', () => {
  it('admins everything, managers their own organisation', () => {
    expect(mayReceive(admin, 'ReportUpdated', taken)).toBe(true);
    expect(mayReceive(manager, 'ReportDeleted', taken)).toBe(true);
    expect(mayReceive(foreignManager, 'ReportCreated', open)).toBe(false);
  });

  it('tenants only the reports they wrote, never deletions', () => {
    expect(mayReceive(tenant, 'ReportCreated', open)).toBe(false);
    expect(mayReceive(tenant, 'ReportCreated', { ...open, reporterId: 'tenant' })).toBe(true);
    expect(mayReceive(tenant, 'EventAdded', { ...open, reporterId: 'tenant' })).toBe(true);
    expect(mayReceive(tenant, 'EventAdded', { ...open, reporterId: 'neighbour' })).toBe(false);
    expect(mayReceive(tenant, 'ReportDeleted', { ...open, reporterId: 'tenant' })).toBe(false);
    expect(
      mayReceive(tenant, 'ReportCreated', { ...open, organisationId: 'org-2', reporterId: 'tenant' }),
    ).toBe(false);
  });

  it('contractors the marketplace of their trade and their own reports', () => {
    expect(mayReceive(plumber, 'ReportCreated', open)).toBe(true);
    expect(mayReceive(electrician, 'ReportCreated', open)).toBe(false);
    expect(mayReceive(plumber, 'ReportUpdated', taken)).toBe(false);
    expect(mayReceive(electrician, 'ReportUpdated', taken)).toBe(true);
    expect(mayReceive(electrician, 'ReportDeleted', taken)).toBe(true);
    expect(mayReceive(plumber, 'ReportDeleted', open)).toBe(false);
  });

  it('looks the report up only when a listener needs it', () => {
    expect(needsLookup(manager, 'ReportCreated', open)).toBe(false);
    expect(needsLookup(tenant, 'ReportCreated', open)).toBe(true);
    expect(needsLookup(tenant, 'ReportDeleted', open)).toBe(false);
    expect(needsLookup(plumber, 'EventAdded', { organisationId: org })).toBe(true);
    expect(needsLookup(plumber, 'EventAdded', open)).toBe(false);
  });
});

describe('the audience follows the report read rule', () => {
  const listeners = { admin, manager, foreignManager, tenant, plumber, electrician };
  const reports: Record<string, KnownReportFacts> = {
    'open plumbing': { ...open, reporterId: 'tenant' },
    'open plumbing by a neighbour': { ...open, reporterId: 'neighbour' },
    'taken by the electrician': { ...taken, reporterId: 'tenant' },
    'following up': { ...taken, status: 'FollowingUp', reporterId: 'tenant' },
    closed: { ...taken, status: 'Closed', reporterId: 'tenant' },
    'another organisation': { ...open, organisationId: 'org-2', reporterId: 'tenant' },
  };

  it('sends updates to exactly those who may read the report, deletions to those who held it', () => {
    for (const [name, l] of Object.entries(listeners)) {
      for (const [what, facts] of Object.entries(reports)) {
        const access = reportAccess(l.user, facts, l.contractorTrade);
        for (const type of ['ReportCreated', 'ReportUpdated', 'EventAdded'] as const)
          expect(mayReceive(l, type, facts), `${name} ${type} ${what}`).toBe(access !== 'none');
        expect(mayReceive(l, 'ReportDeleted', facts), `${name} deleted ${what}`).toBe(
          access === 'full' && l.user.role !== 'PropertyTenant',
        );
      }
    }
  });

  it('grants nothing on facts not yet known, nor to a contractor without a contractor record', () => {
    const unknown: KnownReportFacts = { organisationId: org };
    expect(mayReceive(plumber, 'EventAdded', unknown)).toBe(false);
    expect(mayReceive(tenant, 'EventAdded', unknown)).toBe(false);
    const noRecord = listener('Contractor', {}, 'plumber');
    expect(mayReceive(noRecord, 'ReportUpdated', open)).toBe(false);
    expect(mayReceive(noRecord, 'ReportUpdated', { ...open, contractorId: null, status: 'Closed' })).toBe(
      false,
    );
  });
});
