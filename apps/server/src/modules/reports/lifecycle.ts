import type { ReportStatus } from '@app/contract';

/**
 * What the report lifecycle (docs/PRODUCT.md "Report lifecycle") keeps in each status. The moves
 * themselves, and who may make them, are authz's table (authz/report-transitions.policy.ts).
 */

/** The work records a report keeps in a status: a visit while someone works on it, a close-out once done. */
export const keepsVisit = (status: ReportStatus) => status === 'InProgress' || status === 'FollowingUp';
export const keepsCloseOut = (status: ReportStatus) => status === 'FollowingUp' || status === 'Closed';
/** A quote belongs to the work of the contractor who made it: an errand open again has none. */
export const keepsQuote = (status: ReportStatus) => status !== 'Open';
