import { describe, expect, it } from 'vitest';
import { moveLabelKey } from './moves';

describe('move labels', () => {
  it('name the move by its target, and by its start where that changes the meaning', () => {
    const label = (from: Parameters<typeof moveLabelKey>[0], to: Parameters<typeof moveLabelKey>[1]['to']) =>
      moveLabelKey(from, { to, reasonRequired: false }).replace('errandsPages.actions.', '');
    expect(label('Open', 'Closed')).toBe('withdraw');
    expect(label('Closed', 'Open')).toBe('reopen');
    expect(label('InProgress', 'FollowingUp')).toBe('toFollowingUp');
    expect(label('FollowingUp', 'InProgress')).toBe('backToInProgress');
    expect(label('InProgress', 'Closed')).toBe('close');
    expect(label('FollowingUp', 'Closed')).toBe('close');
  });
});
