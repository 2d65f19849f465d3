import type { NotificationKind } from '@app/contract';

/** The timeline entry a rule looks at (a report_actions row fits). */
export interface RuleAction {
  kind: string;
  toStatus: string | null;
  /** Notes: whether the note is addressed to the reporter; see `noteReachesReporter`. */
  note: string | null;
  /** Notes: `message` reaches the reporter, `internal` never does (authz/report-notes.policy.ts). */
  visibility?: string;
  /** Created: the assistant's triage recognised a hazard in the conversation that filed it. */
  hazard?: boolean;
}

/**
 * Who hears of a change: `reporter` (the tenant who filed it), `managers` (the
 * organisation's property managers), `contractor` (the one holding it),
 * `market` (contractors of the report's trade while it is Open and unassigned).
 * The recipients policy (recipients.ts) then keeps only those who may read the report.
 */
export type Audience = 'reporter' | 'managers' | 'contractor' | 'market';

export interface NotifyRule {
  to: Audience;
  kind: NotificationKind;
  when?: (action: RuleAction) => boolean;
}

const closes = (a: RuleAction) => a.toStatus === 'Closed';

/**
 * Whether a note reaches the reporter: messages do, internal notes never do (they
 * are for staff and the assigned contractor only). The recipients policy checks
 * read access on top; this keeps an internal note's very existence from the reporter.
 */
export function noteReachesReporter(action: RuleAction): boolean {
  return action.visibility !== 'internal';
}

/**
 * A visit planned, moved or cancelled: the reporter hears of it, and the contractor of a visit
 * staff planned, moved or cancelled for them (never of their own).
 */
const visitChanged: readonly NotifyRule[] = [
  { to: 'reporter', kind: 'report_visit' },
  { to: 'contractor', kind: 'report_visit' },
];

/**
 * Timeline kind → who is told (docs/PRODUCT.md "Notifications", the table there). Every report
 * change appends a timeline entry (report-context.ts), and the entry is all this table needs: a
 * new kind of entry is told to someone by adding its line here. The reporter hears of what
 * changes for them (who comes and when, work done for them to confirm, the closing, messages),
 * not of the steps between staff and contractors; the managers of what needs them. A first
 * matching rule per person wins, so a hazard's notification comes instead of "new errand".
 */
export const notifyRules: Record<string, readonly NotifyRule[]> = {
  created: [
    { to: 'managers', kind: 'report_hazard', when: (a) => a.hazard === true },
    { to: 'managers', kind: 'report_new' },
    { to: 'market', kind: 'market_new' },
  ],
  accepted: [{ to: 'reporter', kind: 'report_accepted' }],
  assigned: [
    { to: 'reporter', kind: 'report_accepted' },
    { to: 'contractor', kind: 'report_assigned' },
  ],
  status_changed: [
    { to: 'reporter', kind: 'report_closed', when: closes },
    { to: 'managers', kind: 'report_closed', when: closes },
  ],
  withdrawn: [
    { to: 'reporter', kind: 'report_closed' },
    { to: 'managers', kind: 'report_closed' },
  ],
  reopened: [
    { to: 'reporter', kind: 'report_status' },
    { to: 'market', kind: 'market_new' },
  ],
  note: [{ to: 'reporter', kind: 'report_message', when: noteReachesReporter }],
  // Both may confirm the work (lifecycle.ts): the reporter and the managers are asked to.
  done: [
    { to: 'reporter', kind: 'report_done' },
    { to: 'managers', kind: 'report_done' },
  ],
  sent_back: [{ to: 'contractor', kind: 'report_status' }],
  // For the reporter nothing changes yet: they hear when the next contractor accepts.
  handed_back: [
    { to: 'managers', kind: 'report_handed_back' },
    { to: 'market', kind: 'market_new' },
  ],
  visit_planned: visitChanged,
  visit_moved: visitChanged,
  visit_cancelled: visitChanged,
  // A proposed time is the reporter's to answer; a confirmed one is a `visit_planned` entry by the
  // reporter (the contractor hears of it as of any visit), a declined one tells the contractor.
  time_proposed: [{ to: 'reporter', kind: 'visit_proposed' }],
  time_declined: [{ to: 'contractor', kind: 'visit_declined' }],
};

/** Timeline kinds after which the report waits for a contractor: the managers are reminded if none comes. */
export const remindWhenUnaccepted: readonly string[] = ['created', 'reopened', 'handed_back'];

/** The rules that apply to one timeline entry. */
export function rulesFor(action: RuleAction): NotifyRule[] {
  return (notifyRules[action.kind] ?? []).filter((r) => !r.when || r.when(action));
}

/** Mail on by default, except where the app is enough (managers hear of closings in the app). */
export const mailDefaults: Record<NotificationKind, boolean> = {
  report_new: true,
  report_unaccepted: true,
  report_closed: true,
  report_accepted: true,
  report_status: true,
  report_message: true,
  market_new: true,
  report_assigned: true,
  report_visit: true,
  report_done: true,
  report_handed_back: true,
  report_overdue: true,
  report_hazard: true,
  visit_reminder: true,
  visit_proposed: true,
  visit_declined: true,
};

/** Contractors hear of these priorities at once; of the others in one digest an hour at most. */
export const marketAtOnce: readonly string[] = ['Urgent', 'High'];
