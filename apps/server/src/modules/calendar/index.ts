/**
 * The calendar module's entry point: visit invites for the mails that tell of a visit, and the
 * SQL that numbers a visit's versions (SEQUENCE). The feed's routes are registered in routes.ts.
 */
export { VISIT_SEQUENCE_SQL } from './calendar.repo';
export { senderAddress, type VisitEvent, visitInvite } from './visit-ics';
