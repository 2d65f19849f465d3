import { reportStatuses } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { acceptOutcome, findMove, mayMake } from './report-transitions.policy';

describe('report lifecycle table', () => {
  it('allows exactly the moves of docs/PRODUCT.md "Report lifecycle" through /transition', () => {
    const allowed = reportStatuses.flatMap((from) =>
      reportStatuses.filter((to) => findMove(from, to)).map((to) => `${from}->${to}`),
    );
    expect(allowed.sort()).toEqual(
      [
        'Closed->Open',
        'FollowingUp->Closed',
        'FollowingUp->InProgress',
        'InProgress->Closed',
        'InProgress->FollowingUp',
        'InProgress->Open',
        'Open->Closed',
      ].sort(),
    );
  });

  it('has no move to the same status and none from Open to InProgress or FollowingUp', () => {
    for (const s of reportStatuses) expect(findMove(s, s)).toBeUndefined();
    expect(findMove('Open', 'InProgress')).toBeUndefined();
    expect(findMove('Open', 'FollowingUp')).toBeUndefined();
    expect(findMove('Closed', 'InProgress')).toBeUndefined();
    expect(findMove('Closed', 'FollowingUp')).toBeUndefined();
  });

  it('requires a reason to withdraw and to reopen, and clears the contractor on reopen only', () => {
    const withdraw = findMove('Open', 'Closed')!;
    expect(withdraw).toMatchObject({ kind: 'withdrawn', noteRequired: true, clearsContractor: false });
    const reopen = findMove('Closed', 'Open')!;
    expect(reopen).toMatchObject({ kind: 'reopened', noteRequired: true, clearsContractor: true });
    expect(findMove('InProgress', 'Closed')).toMatchObject({ kind: 'status_changed', noteRequired: false });
  });

  it('lets the reporting tenant withdraw, confirm or send back done work, but not reopen or work on a report', () => {
    expect(mayMake(findMove('Open', 'Closed')!, 'reporter')).toBe(true);
    expect(mayMake(findMove('Closed', 'Open')!, 'reporter')).toBe(false);
    expect(mayMake(findMove('InProgress', 'FollowingUp')!, 'reporter')).toBe(false);
    expect(mayMake(findMove('InProgress', 'Closed')!, 'reporter')).toBe(false);
    expect(mayMake(findMove('FollowingUp', 'Closed')!, 'reporter')).toBe(true);
    expect(mayMake(findMove('FollowingUp', 'InProgress')!, 'reporter')).toBe(true);
  });

  it('lets contractors work and close but neither withdraw nor reopen', () => {
    expect(mayMake(findMove('InProgress', 'FollowingUp')!, 'Contractor')).toBe(true);
    expect(mayMake(findMove('FollowingUp', 'Closed')!, 'Contractor')).toBe(true);
    expect(mayMake(findMove('Open', 'Closed')!, 'Contractor')).toBe(false);
    expect(mayMake(findMove('Closed', 'Open')!, 'Contractor')).toBe(false);
  });

  it('lets managers and admins make every move but the hand-back', () => {
    for (const from of reportStatuses)
      for (const to of reportStatuses) {
        const move = findMove(from, to);
        if (!move || move.kind === 'handed_back') continue;
        expect(mayMake(move, 'Admin')).toBe(true);
        expect(mayMake(move, 'PropertyManager')).toBe(true);
      }
  });

  it('accepts only Open unassigned reports; taken ones conflict, closed ones are invalid', () => {
    expect(acceptOutcome('Open', null)).toBe('ok');
    expect(acceptOutcome('Open', 'c1')).toBe('conflict');
    expect(acceptOutcome('InProgress', 'c1')).toBe('conflict');
    expect(acceptOutcome('FollowingUp', 'c1')).toBe('conflict');
    expect(acceptOutcome('Closed', null)).toBe('invalid_transition');
  });
});
