import { describe, expect, it } from 'vitest';
import { SqlParams } from '../lib/sql';
import { workOrderActor, workOrderDecline } from './errand-links.policy';
import { reportAccess, reportCapabilities, reportScope } from './reports.policy';

const org = '00000000-0000-4000-8000-0000000000a0';
const errand = '00000000-0000-4000-8000-0000000000e1';
const contractorId = '00000000-0000-4000-8000-0000000000c1';
const holder = workOrderActor({
  purpose: 'work_order',
  reportId: errand,
  organisationId: org,
  contractorId,
  contractorName: 'Rör AB',
  email: 'ror@example.se',
});
const offered = {
  id: errand,
  organisationId: org,
  reporterId: null,
  contractorId: null,
  status: 'Open' as const,
  trade: 'electrician',
};

describe('the holder of a work-order link', () => {
  it('reads its one errand as a contractor would: market view while offered, all of it once theirs', () => {
    // Whatever the trade: the staff chose this contractor for this errand.
    expect(reportAccess(holder, offered, 'plumber')).toBe('market');
    expect(reportAccess(holder, { ...offered, status: 'InProgress', contractorId })).toBe('full');
    expect(reportAccess(holder, { ...offered, status: 'InProgress', contractorId: 'x' })).toBe('none');
  });

  it('reads no other errand, of its organisation or another, nor one whose id is not known', () => {
    expect(reportAccess(holder, { ...offered, id: '00000000-0000-4000-8000-0000000000e2' })).toBe('none');
    expect(reportAccess(holder, { ...offered, organisationId: '00000000-0000-4000-8000-0000000000b0' })).toBe(
      'none',
    );
    const { id: _, ...unknown } = offered;
    expect(reportAccess(holder, unknown)).toBe('none');
    const p = new SqlParams();
    expect(reportScope(holder, p, 'r', 'all')).toContain('r.id = $1');
    expect(p.values).toEqual([errand, org, contractorId]);
  });

  it('may accept an offered errand, work on it once theirs, and never manage links', () => {
    expect(reportCapabilities(holder, offered)).toMatchObject({
      accept: true,
      planVisit: false,
      workOrders: false,
    });
    const theirs = { ...offered, status: 'InProgress' as const, contractorId };
    expect(reportCapabilities(holder, theirs)).toMatchObject({ planVisit: true, note: true, edit: false });
  });

  it('declines an offered errand, hands back one it holds, and has nothing to decline after done', () => {
    expect(workOrderDecline(holder, offered)).toBe('offer');
    expect(workOrderDecline(holder, { ...offered, status: 'InProgress', contractorId })).toBe('hand_back');
    expect(workOrderDecline(holder, { ...offered, status: 'FollowingUp', contractorId })).toBeNull();
    expect(workOrderDecline(holder, { ...offered, id: '00000000-0000-4000-8000-0000000000e2' })).toBeNull();
    const signedIn = { ...holder, link: undefined };
    expect(workOrderDecline(signedIn, offered)).toBeNull();
  });
});
