import { describe, expect, it } from 'vitest';
import { SqlParams } from '../lib/sql';
import {
  acceptMode,
  canAddNote,
  canDeleteReport,
  canEditReport,
  eventScopeReadsReports,
  lifecycleActor,
  reportAccess,
  reportCapabilities,
  reportEventScope,
  reportScope,
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
  reporterId: 't',
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

  const sql = (build: (p: SqlParams) => string) => {
    const p = new SqlParams();
    return { sql: build(p).replace(/\s+/g, ' '), params: p.values };
  };

  it('turns the caller into a list scope', () => {
    expect(sql((p) => reportScope(admin, p))).toEqual({ sql: 'TRUE', params: [] });
    expect(sql((p) => reportScope(manager, p, 'r', 'market'))).toEqual({
      sql: 'r.organisation_id = $1',
      params: [org],
    });
    expect(sql((p) => reportScope(tenant, p))).toEqual({
      sql: '(r.organisation_id = $1 AND r.reporter_id = $2)',
      params: [org, 't'],
    });
    expect(sql((p) => reportScope(contractor, p, 'r', 'mine', 'plumber'))).toEqual({
      sql: '(r.contractor_id = $1)',
      params: ['k1'],
    });
    expect(sql((p) => reportScope(contractor, p, 'r', 'market', 'plumber'))).toEqual({
      sql: "((r.status = 'Open' AND r.contractor_id IS NULL AND r.trade = $1))",
      params: ['plumber'],
    });
    // Without a looked-up trade, a subquery reads it from the caller's contractor record.
    expect(sql((p) => reportScope(contractor, p, 'x', 'all')).sql).toBe(
      "(x.contractor_id = $1 OR (x.status = 'Open' AND x.contractor_id IS NULL AND x.trade = (SELECT ct.trade FROM contractors ct WHERE ct.id = $1)))",
    );
    expect(sql((p) => reportScope({ ...contractor, contractorId: null }, p, 'r', 'all'))).toEqual({
      sql: 'FALSE',
      params: [],
    });
  });

  it('scopes the event feed: contractors follow the actions of their own work', () => {
    expect(sql((p) => reportEventScope(contractor, p)).sql).toBe('a.contractor_id = $1');
    expect(sql((p) => reportEventScope(tenant, p)).sql).toBe(
      '(a.organisation_id = $1 AND r.reporter_id = $2)',
    );
    expect(sql((p) => reportEventScope(manager, p)).sql).toBe('a.organisation_id = $1');
    expect(sql((p) => reportEventScope(admin, p)).sql).toBe('TRUE');
    expect(eventScopeReadsReports(tenant)).toBe(true);
    expect(eventScopeReadsReports(manager)).toBe(false);
  });

  it('tells the client what the caller may do, as the lifecycle allows', () => {
    const closed = { ...taken, status: 'Closed' as const, contractorId: null };
    const followingUp = { ...taken, status: 'FollowingUp' as const };
    expect(reportCapabilities(manager, open)).toEqual({
      edit: true,
      delete: true,
      accept: false,
      assign: true,
      note: true,
      moves: [{ to: 'Closed', reasonRequired: true }],
    });
    expect(reportCapabilities(manager, closed).moves).toEqual([{ to: 'Open', reasonRequired: true }]);
    expect(reportCapabilities(tenant, open)).toEqual({
      edit: false,
      delete: false,
      accept: false,
      assign: false,
      note: true,
      moves: [{ to: 'Closed', reasonRequired: true }],
    });
    expect(reportCapabilities(tenant, closed).moves).toEqual([]);
    expect(reportCapabilities(contractor, open)).toEqual({
      edit: false,
      delete: false,
      accept: true,
      assign: false,
      note: false,
      moves: [],
    });
    expect(reportCapabilities(contractor, taken)).toMatchObject({
      accept: false,
      note: true,
      moves: [
        { to: 'FollowingUp', reasonRequired: false },
        { to: 'Closed', reasonRequired: false },
      ],
    });
    expect(reportCapabilities(contractor, followingUp).moves).toEqual([
      { to: 'InProgress', reasonRequired: false },
      { to: 'Closed', reasonRequired: false },
    ]);
    expect(reportCapabilities(rival, taken).moves).toEqual([]);
    expect(reportCapabilities(manager, taken).assign).toBe(false);
  });
});
