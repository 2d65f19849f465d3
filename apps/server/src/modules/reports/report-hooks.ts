import type { Queryable } from '../../db';
import type { ActionRow } from './actions.repo';
import type { ReportRow } from './reports.read.repo';

/**
 * What other features do inside the transaction of an errand's change, so they commit with it
 * or not at all. Each feature registers its hooks once at start-up (app.ts), and the reports
 * module imports none of them: notifications book the telling of every timeline entry,
 * planned maintenance moves its equipment's service dates when its errand closes. A hook that
 * throws fails the change. Registering the same function again changes nothing, so several
 * servers in one process (tests) share one set.
 */
export type ActionHook = (q: Queryable, action: ActionRow) => Promise<void>;
export type ClosedHook = (q: Queryable, report: ReportRow) => Promise<void>;

const actionHooks = new Set<ActionHook>();
const closedHooks = new Set<ClosedHook>();

/** Called with every timeline entry as it is appended (report-context.ts, `appendChange`). */
export function onReportAction(hook: ActionHook): void {
  actionHooks.add(hook);
}

/** Called when an errand moves to Closed, with the errand as it was before the move. */
export function onReportClosed(hook: ClosedHook): void {
  closedHooks.add(hook);
}

export async function runActionHooks(q: Queryable, action: ActionRow): Promise<void> {
  for (const hook of actionHooks) await hook(q, action);
}

export async function runClosedHooks(q: Queryable, report: ReportRow): Promise<void> {
  for (const hook of closedHooks) await hook(q, report);
}
