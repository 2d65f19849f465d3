import type { CurrentUser, Report, ReportStatus } from '@app/contract';

export type Viewer = 'Admin' | 'PropertyManager' | 'PropertyTenant' | 'Contractor';

export function viewerOf(user: CurrentUser | null): Viewer {
  const role = user?.roles[0];
  return role ?? 'PropertyTenant';
}

export interface StatusMove {
  to: ReportStatus;
  /** Catalogue key of the button. */
  labelKey: string;
  /** Withdraw and reopen need a reason (product.md "Report lifecycle"). */
  reasonRequired: boolean;
}

const isStaff = (v: Viewer) => v === 'Admin' || v === 'PropertyManager';

/**
 * The status moves this caller may make on this report, mirroring the server's lifecycle table
 * (the server still decides; a refused move answers 409 and is shown).
 */
export function movesFor(viewer: Viewer, user: CurrentUser | null, report: Report): StatusMove[] {
  const ownWork =
    viewer === 'Contractor' && report.contractorId !== null && report.contractorId === user?.contractorId;
  const worker = isStaff(viewer) || ownWork;
  const reporter = report.reporter !== null && report.reporter === user?.id;
  switch (report.status) {
    case 'Open':
      return isStaff(viewer) || (viewer === 'PropertyTenant' && reporter)
        ? [{ to: 'Closed', labelKey: 'errandsPages.actions.withdraw', reasonRequired: true }]
        : [];
    case 'InProgress':
      return worker
        ? [
            { to: 'FollowingUp', labelKey: 'errandsPages.actions.toFollowingUp', reasonRequired: false },
            { to: 'Closed', labelKey: 'errandsPages.actions.close', reasonRequired: false },
          ]
        : [];
    case 'FollowingUp':
      return worker
        ? [
            { to: 'InProgress', labelKey: 'errandsPages.actions.backToInProgress', reasonRequired: false },
            { to: 'Closed', labelKey: 'errandsPages.actions.close', reasonRequired: false },
          ]
        : [];
    case 'Closed':
      return isStaff(viewer)
        ? [{ to: 'Open', labelKey: 'errandsPages.actions.reopen', reasonRequired: true }]
        : [];
  }
}

export const canAccept = (viewer: Viewer, report: Report) =>
  viewer === 'Contractor' && report.status === 'Open' && report.contractorId === null;
export const canAssign = (viewer: Viewer, report: Report) => isStaff(viewer) && report.status === 'Open';
export const canEdit = (viewer: Viewer, report: Report) => isStaff(viewer) && report.status !== 'Closed';
export const canDelete = (viewer: Viewer) => isStaff(viewer);
export const canCreate = (viewer: Viewer) => viewer !== 'Contractor';
/** Notes: staff, the reporter, and the contractor on their own report. */
export function canNote(viewer: Viewer, user: CurrentUser | null, report: Report) {
  if (isStaff(viewer)) return true;
  if (viewer === 'Contractor')
    return report.contractorId !== null && report.contractorId === user?.contractorId;
  return report.reporter === user?.id;
}
