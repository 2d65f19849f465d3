import { describe, expect, it } from 'vitest';
import { SqlParams } from '../lib/sql';
import type { Actor } from './actor';
import {
  contractorStatsScope,
  mayReadContractorStats,
  rateOutcome,
  ratingVisibility,
} from './ratings.policy';
import type { ReportFacts } from './reports.policy';

const org = '00000000-0000-4000-8000-000000000001';
const tenant: Actor = { id: 'u-t', role: 'PropertyTenant', organisationId: org, contractorId: null };
const neighbour: Actor = { ...tenant, id: 'u-n' };
const manager: Actor = { id: 'u-m', role: 'PropertyManager', organisationId: org, contractorId: null };
const otherManager: Actor = { ...manager, organisationId: 'other' };
const admin: Actor = { id: 'u-a', role: 'Admin', organisationId: null, contractorId: null };
const plumber: Actor = { id: 'u-p', role: 'Contractor', organisationId: null, contractorId: 'c-1' };
const plumber2: Actor = { ...plumber, id: 'u-p2', contractorId: 'c-2' };

const closed: ReportFacts = {
  organisationId: org,
  reporterId: 'u-t',
  contractorId: 'c-1',
  status: 'Closed',
  trade: 'plumber',
};

describe('rateOutcome', () => {
  it('lets only the reporter rate a Closed report with a contractor, once', () => {
    expect(rateOutcome(tenant, closed, false)).toBe('ok');
    expect(rateOutcome(tenant, closed, true)).toBe('rated');
    expect(rateOutcome(tenant, { ...closed, status: 'FollowingUp' }, false)).toBe('not_closed');
    expect(rateOutcome(tenant, { ...closed, contractorId: null }, false)).toBe('no_contractor');
    for (const actor of [neighbour, manager, admin, plumber])
      expect(rateOutcome(actor, closed, false)).toBe('forbidden');
  });
});

describe('ratingVisibility', () => {
  it('gives the comment to reporter, staff and the rated contractor, the score to other readers', () => {
    for (const actor of [tenant, manager, admin, plumber])
      expect(ratingVisibility(actor, closed, 'full', 'c-1')).toBe('full');
    expect(ratingVisibility(plumber2, closed, 'full', 'c-1')).toBe('score');
    expect(ratingVisibility(plumber2, closed, 'market', 'c-1')).toBe('none');
    expect(ratingVisibility(otherManager, closed, 'none', 'c-1')).toBe('none');
  });
});

describe('contractor statistics scope', () => {
  it('is everything for admins, the organisation for managers, own work for contractors', () => {
    expect(contractorStatsScope(admin, new SqlParams(), 'r.o', 'r.c')).toBe('TRUE');
    const p = new SqlParams();
    expect(contractorStatsScope(manager, p, 'r.o', 'r.c')).toBe('r.o = $1');
    expect(p.values).toEqual([org]);
    expect(contractorStatsScope(plumber, new SqlParams(), 'r.o', 'r.c')).toBe('r.c = $1');
    expect(contractorStatsScope(tenant, new SqlParams(), 'r.o', 'r.c')).toBe('FALSE');
    expect([admin, manager, plumber, tenant].map(mayReadContractorStats)).toEqual([true, true, true, false]);
  });
});
