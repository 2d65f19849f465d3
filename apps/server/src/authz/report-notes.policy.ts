import type { NoteVisibility } from '@app/contract';
import type { Actor } from './actor';
import { reportFields } from './report-fields.policy';
import { type KnownReportFacts, type ReportAccess, reportAccess } from './reports.policy';

/**
 * Messages and internal notes (docs/PRODUCT.md "Messages and internal notes").
 * A `message` is for everyone who may read the report; an `internal` note only for
 * staff (admins, the organisation's managers) and the contractor assigned to it.
 * The reporter never receives internal notes by any route: the detail's timeline,
 * hub events and mails all ask this file.
 */

/** Staff and the assigned contractor: those who read and write internal notes (the field table's `internalNotes`). */
export function readsInternalNotes(actor: Actor, r: KnownReportFacts): boolean {
  return reportFields(actor, r, reportAccess(actor, r)).has('internalNotes');
}

/** Whether the caller may receive one timeline entry of a report they may read. */
export function mayReadEntry(
  actor: Actor,
  r: KnownReportFacts,
  entry: { visibility: NoteVisibility },
): boolean {
  return entry.visibility === 'message' || readsInternalNotes(actor, r);
}

/** Writing an internal note: the same people who may read them. */
export const canWriteInternalNote = readsInternalNotes;

/**
 * What a caller sees of the timeline. The marketplace (a contractor who does not
 * hold the report) sees the entries but no note texts and no notes at all: notes
 * are between the reporter, staff and the contractor doing the work, and may carry
 * personal data the marketplace must not get.
 */
export function timelineFor<E extends { kind: string; visibility: NoteVisibility; note: string | null }>(
  actor: Actor,
  r: KnownReportFacts,
  access: ReportAccess,
  entries: E[],
): E[] {
  if (!reportFields(actor, r, access).has('messages'))
    return entries.filter((e) => e.kind !== 'note').map((e) => ({ ...e, note: null }));
  return entries.filter((e) => mayReadEntry(actor, r, e));
}

/**
 * Whether a timeline entry names who made it: a market view names only contractors, so the
 * reporter's and staff's names stay off the marketplace; every other view names everyone.
 */
export const namesEntryActor = (access: ReportAccess, actorRole: string | null) =>
  access !== 'market' || actorRole === 'Contractor';
