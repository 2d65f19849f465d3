import type { ReportMove, ReportStatus } from '@app/contract';

/**
 * The catalogue key of a status move's button: named after the target status,
 * and after where it starts when that changes its meaning (closing an open
 * report is withdrawing it, reopening is a move out of Closed). Which moves the
 * caller may make comes from the server (`can.moves` on the report).
 */
export function moveLabelKey(from: ReportStatus, move: ReportMove): string {
  const key = (name: string) => `errandsPages.actions.${name}`;
  switch (move.to) {
    case 'Closed':
      return key(from === 'Open' ? 'withdraw' : 'close');
    case 'Open':
      return key('reopen');
    case 'FollowingUp':
      return key('toFollowingUp');
    case 'InProgress':
      return key('backToInProgress');
  }
}
