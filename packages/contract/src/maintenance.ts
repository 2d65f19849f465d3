import { z } from 'zod';
import { DateOnly } from './common';
import { ReportStatus } from './enums';

/** One equipment item whose service falls due within the window, and its errand once made. */
export const ServiceDue = z.object({
  equipmentId: z.uuid(),
  name: z.string(),
  organisationId: z.uuid(),
  propertyId: z.uuid(),
  address: z.string(),
  premisesDesignation: z.string().nullable(),
  /** The next service date, or the last one plus the interval. */
  dueDate: DateOnly,
  serviceIntervalMonths: z.number().int().nullable(),
  preferredContractorId: z.uuid().nullable(),
  preferredContractorName: z.string().nullable(),
  /** The planned-maintenance errand made for this due date, when it exists. */
  reportId: z.uuid().nullable(),
  reportNumber: z.number().int().nullable(),
  reportStatus: ReportStatus.nullable(),
  /**
   * From when the plan makes the errand (the due date less the organisation's lead days); null
   * when it makes none, as the item has no service interval.
   */
  errandFrom: DateOnly.nullable(),
});
export type ServiceDue = z.infer<typeof ServiceDue>;

export const ServiceDueQuery = z.strictObject({
  /** How far ahead to look; overdue service is always included. */
  days: z.coerce.number().int().min(1).max(366).default(90),
});
export type ServiceDueQuery = z.infer<typeof ServiceDueQuery>;

export const ServiceDueList = z.object({ items: z.array(ServiceDue) });
export type ServiceDueList = z.infer<typeof ServiceDueList>;
