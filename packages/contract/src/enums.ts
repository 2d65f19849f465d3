import { z } from 'zod';
import { priorities, reportStatuses, trades } from './constants';
import { roles } from './roles';

export { priorities, reportStatuses, trades } from './constants';
export * from './roles';
export const Role = z.enum(roles);
export type Role = z.infer<typeof Role>;

export const ReportStatus = z.enum(reportStatuses);
export type ReportStatus = z.infer<typeof ReportStatus>;

export const Priority = z.enum(priorities);
export type Priority = z.infer<typeof Priority>;

export const Trade = z.enum(trades);
export type Trade = z.infer<typeof Trade>;

/** What an errand is: a reported fault, or planned maintenance of equipment. */
export const reportKinds = ['fault', 'planned_maintenance'] as const;
export const ReportKind = z.enum(reportKinds);
export type ReportKind = z.infer<typeof ReportKind>;

export const propertyTypes = ['Apartment', 'Commercial', 'Industrial'] as const;
export const PropertyType = z.enum(propertyTypes);
export type PropertyType = z.infer<typeof PropertyType>;

export const languages = ['sv', 'en'] as const;
export const Language = z.enum(languages);
export type Language = z.infer<typeof Language>;

export const actionKinds = [
  'created',
  'accepted',
  'assigned',
  'status_changed',
  'note',
  'reopened',
  'withdrawn',
  'updated',
  'visit_planned',
  'visit_moved',
  'visit_cancelled',
  'done',
  'handed_back',
  'sent_back',
  'rated',
  'files_added',
  'files_removed',
  'quote_submitted',
  'quote_approved',
  'quote_rejected',
  // Another visit time the contractor proposed, and the reporter declining it (0048).
  'time_proposed',
  'time_declined',
] as const;
export const ActionKind = z.enum(actionKinds);
export type ActionKind = z.infer<typeof ActionKind>;

/** Dashboard grouping of statuses (docs/PRODUCT.md "Report lifecycle"). */
export const statusGroup = {
  Open: 'unhandled',
  InProgress: 'inProgress',
  FollowingUp: 'inProgress',
  Closed: 'completed',
} as const satisfies Record<ReportStatus, 'unhandled' | 'inProgress' | 'completed'>;
