/**
 * The reports module's entry point: what other features may use of it. They change an errand
 * through the report service or the change helper (`withReportChange`, `recordChange`), read it
 * with the repository's finders, and act inside its changes through the hooks they register
 * at start-up; the reports module imports none of them back.
 */

/** One lifecycle move inside a `withReportChange`, for a change that writes more in the same transaction. */
export { makeMove } from './closeout';
export { hasHazards } from './hazards.repo';
export type { PlannedErrand } from './planned-errand';
export type { PublicErrand } from './public-errand';
export type { RatingRow } from './rating-view';
export {
  actorFields,
  type ChangeAction,
  contractorTradeOf,
  keepingStatus,
  loadVisible,
  publishAll,
  recordChange,
  withReportChange,
} from './report-context';
export { type ActionHook, type ClosedHook, onReportAction, onReportClosed } from './report-hooks';
export { buildListSql } from './reports.list.repo';
export { findReport, type ReportRow } from './reports.read.repo';
export {
  createReportService,
  filtersOf,
  parseSort,
  type ReportService,
  type ReportServiceDeps,
} from './reports.service';
export { touchReport } from './reports.write.repo';
export { checkOfferedWindows, offeredTimes } from './time-offers';
export { saveTimeOffer } from './time-offers.repo';
export { visitWindowProblems, writeVisit } from './visits';
export { findVisit } from './work.repo';
