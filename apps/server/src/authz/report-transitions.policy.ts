import type { ReportStatus } from '@app/contract';

/**
 * The report lifecycle (docs/PRODUCT.md "Report lifecycle") as data: which status moves exist, what
 * kind of timeline entry each appends, who may make it and whether a reason is
 * required. Pure, so the table is tested without a database. Who the caller is in this
 * table for one report is `lifecycleActor` (reports.policy.ts).
 */

/** Who is moving the report, seen from the report: `reporter` is the tenant who wrote it. */
export type LifecycleActor = 'Admin' | 'PropertyManager' | 'Contractor' | 'reporter';

export type MoveKind = 'status_changed' | 'withdrawn' | 'reopened' | 'done' | 'handed_back' | 'sent_back';

export interface Move {
  from: ReportStatus;
  to: ReportStatus;
  kind: MoveKind;
  /** A reason is required (withdraw, reopen, hand-back, send back) or, for `done`, the resolution. */
  noteRequired: boolean;
  /** Actors for whom the note stays optional although `noteRequired` (a contractor taking back their own done work). */
  noteOptionalFor?: readonly LifecycleActor[];
  /** Contractors only ever act on reports assigned to them; the service checks that. */
  actors: readonly LifecycleActor[];
  /** The contractor link is cleared on the report (kept in the timeline). */
  clearsContractor: boolean;
}

const staff = ['Admin', 'PropertyManager'] as const;
const worker = ['Admin', 'PropertyManager', 'Contractor'] as const;

/**
 * Moves made through POST /transition (InProgress → FollowingUp also through POST /done, which
 * carries the close-out). Open → InProgress is not here: it happens by accept/assign.
 * Contractors may still close their own work directly (docs/decisions/0010-report-lifecycle.md).
 */
export const moves: readonly Move[] = [
  // The work is done: the note is the resolution.
  m('InProgress', 'FollowingUp', 'done', true, worker),
  { ...m('InProgress', 'Open', 'handed_back', true, ['Contractor']), clearsContractor: true },
  // More work needed: a reason when sending back someone else's work; the contractor may take back their own.
  {
    ...m('FollowingUp', 'InProgress', 'sent_back', true, [...worker, 'reporter']),
    noteOptionalFor: ['Contractor'],
  },
  m('InProgress', 'Closed', 'status_changed', false, worker),
  // Confirming done work: staff, the reporter, or the contractor themselves.
  m('FollowingUp', 'Closed', 'status_changed', false, [...worker, 'reporter']),
  m('Open', 'Closed', 'withdrawn', true, [...staff, 'reporter']),
  { ...m('Closed', 'Open', 'reopened', true, staff), clearsContractor: true },
];

function m(
  from: ReportStatus,
  to: ReportStatus,
  kind: MoveKind,
  noteRequired: boolean,
  actors: readonly LifecycleActor[],
): Move {
  return { from, to, kind, noteRequired, actors, clearsContractor: false };
}

/** The move from `from` to `to`, or undefined when the lifecycle has none (409 invalid_transition). */
export function findMove(from: ReportStatus, to: ReportStatus): Move | undefined {
  return moves.find((x) => x.from === from && x.to === to);
}

/** A move is made only by the actors the table names for it. */
export function mayMake(move: Move, actor: LifecycleActor): boolean {
  return move.actors.includes(actor);
}

/** Whether this actor must give a note for this move. */
export function requiresNote(move: Move, actor: LifecycleActor): boolean {
  return move.noteRequired && !move.noteOptionalFor?.includes(actor);
}

/**
 * Accepting or assigning moves an Open report without a contractor to InProgress.
 * Whether it is possible from this state: a taken report is a conflict, a closed one an invalid transition.
 */
export function acceptOutcome(
  status: ReportStatus,
  contractorId: string | null,
): 'ok' | 'conflict' | 'invalid_transition' {
  if (status === 'Open') return contractorId === null ? 'ok' : 'conflict';
  if (status === 'Closed') return 'invalid_transition';
  return 'conflict';
}
