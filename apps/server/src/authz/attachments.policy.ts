import type { FilePurpose } from '@app/contract';
import { type Actor, isContractor, managesOrganisation } from './actor';
import { canAddNote, type KnownReportFacts, type ReportAccess } from './reports.policy';

/**
 * Photos and files on an errand (docs/decisions/0026-photos-and-files.md). Reading a
 * file is allowed exactly when reading its errand is: the caller's report access decides, and
 * a file of an errand they cannot read answers 404 like the errand. Deny by default.
 */
export const canReadFiles = (access: ReportAccess) => access !== 'none';

/**
 * Adding files: whoever may write to the errand (staff, the reporter, the contractor working on
 * it); completion photos only the errand's contractor and staff on their behalf.
 */
export function canAddFiles(actor: Actor, r: KnownReportFacts, purpose: FilePurpose): boolean {
  if (!canAddNote(actor, r)) return false;
  if (purpose !== 'completion') return true;
  return (
    managesOrganisation(actor, r.organisationId) ||
    (isContractor(actor) && actor.contractorId === r.contractorId)
  );
}

/** Deleting a file: its uploader, or staff of the errand's organisation. */
export const canDeleteFile = (actor: Actor, r: KnownReportFacts, file: { uploaderId: string | null }) =>
  managesOrganisation(actor, r.organisationId) || (file.uploaderId !== null && file.uploaderId === actor.id);

/**
 * Keeping a file for the errand (it survives its uploader's erasure): staff of the errand's
 * organisation, who answer for the property's history.
 */
export const canKeepFile = (actor: Actor, r: KnownReportFacts) =>
  managesOrganisation(actor, r.organisationId);

/** A tenant's name stays out of the marketplace view, as on the timeline (report-view.ts). */
export const showsUploaderName = (access: ReportAccess, uploaderRole: string | null) =>
  access === 'full' || uploaderRole === 'Contractor';
