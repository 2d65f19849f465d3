import type { ReportMove, ReportStatus } from '@app/contract';

/** What a status move means from where the errand is (the server says which the caller may make: `can.moves`). */
export type MoveName =
  | 'markDone'
  | 'handBack'
  | 'sendBack'
  | 'takeBack'
  | 'confirmClose'
  | 'close'
  | 'withdraw'
  | 'reopen';

/**
 * A move is named after its target status, and after where it starts when that changes its
 * meaning (closing an open errand is withdrawing it, closing done work confirms it). Sending
 * done work back needs a reason unless the contractor takes back their own (then "back to in
 * progress").
 */
export function moveName(from: ReportStatus, move: ReportMove): MoveName {
  switch (move.to) {
    case 'Closed':
      return from === 'Open' ? 'withdraw' : from === 'FollowingUp' ? 'confirmClose' : 'close';
    case 'Open':
      return from === 'InProgress' ? 'handBack' : 'reopen';
    case 'FollowingUp':
      return 'markDone';
    case 'InProgress':
      return move.reasonRequired ? 'sendBack' : 'takeBack';
  }
}

const older = new Set<MoveName>(['close', 'withdraw', 'reopen']);

/** The catalogue key of a move's button. */
export function moveLabelKey(from: ReportStatus, move: ReportMove): string {
  const name = moveName(from, move);
  return older.has(name) ? `errandsPages.actions.${name}` : `errandWork.actions.${name}`;
}
