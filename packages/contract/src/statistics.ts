import { z } from 'zod';
import { Trade } from './enums';
import { CsvDelimiter } from './exports';

/** A calendar month, `2026-11` (UTC). */
export const Month = z.string().regex(/^\d{4}-\d{2}$/);

const Flow = { month: Month, created: z.number().int(), closed: z.number().int() };

/**
 * The last 12 months, oldest first, of the errands the caller may see: created and closed
 * per month, per trade and per property (months without any are left out of those two),
 * and the median hours from creation to closing of the errands closed in each month.
 */
export const Statistics = z.object({
  months: z.array(z.object({ ...Flow, medianHoursToClose: z.number().nullable() })),
  perTrade: z.array(z.object({ ...Flow, trade: Trade })),
  perProperty: z.array(z.object({ ...Flow, propertyId: z.uuid(), address: z.string() })),
});
export type Statistics = z.infer<typeof Statistics>;

export const StatisticsQuery = z.strictObject({
  /** Admins: one organisation (managers always get their own). */
  organisationId: z.uuid().optional(),
});
export type StatisticsQuery = z.infer<typeof StatisticsQuery>;

export const StatisticsExportQuery = StatisticsQuery.extend({
  delimiter: CsvDelimiter.default('semicolon'),
}).strict();
export type StatisticsExportQuery = z.infer<typeof StatisticsExportQuery>;
