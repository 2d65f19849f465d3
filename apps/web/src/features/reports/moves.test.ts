import { describe, expect, it } from 'vitest';
import { moveLabelKey, moveName } from './moves';

type From = Parameters<typeof moveLabelKey>[0];
type To = Parameters<typeof moveLabelKey>[1]['to'];

describe('move labels', () => {
  it('name the move by its target, and by its start where that changes the meaning', () => {
    const name = (from: From, to: To, reasonRequired = false) => moveName(from, { to, reasonRequired });
    expect(name('Open', 'Closed', true)).toBe('withdraw');
    expect(name('Closed', 'Open', true)).toBe('reopen');
    expect(name('InProgress', 'FollowingUp', true)).toBe('markDone');
    expect(name('InProgress', 'Open', true)).toBe('handBack');
    expect(name('FollowingUp', 'InProgress', true)).toBe('sendBack');
    expect(name('FollowingUp', 'InProgress', false)).toBe('takeBack');
    expect(name('InProgress', 'Closed')).toBe('close');
    expect(name('FollowingUp', 'Closed')).toBe('confirmClose');
  });

  it('keep the catalogue keys of the moves that existed before', () => {
    expect(moveLabelKey('Open', { to: 'Closed', reasonRequired: true })).toBe(
      'errandsPages.actions.withdraw',
    );
    expect(moveLabelKey('InProgress', { to: 'Open', reasonRequired: true })).toBe(
      'errandWork.actions.handBack',
    );
  });
});
