import { z } from 'zod';
import { DateOnly } from './common';

/** The accounts the accounting export books close-out costs on (BAS chart numbers). */
export const AccountingSettings = z.object({
  costAccount: z.string().regex(/^[0-9]{4}$/),
  payableAccount: z.string().regex(/^[0-9]{4}$/),
  voucherSeries: z.string().regex(/^[A-Z0-9]{1,4}$/),
});
export type AccountingSettings = z.infer<typeof AccountingSettings>;
export const AccountingSettingsUpdate = AccountingSettings.strict();

/** A period of close-outs (by the day the work was marked done), both days included. */
export const AccountingExportQuery = z
  .strictObject({ from: DateOnly, to: DateOnly, format: z.enum(['csv', 'sie']).default('csv') })
  .refine((q) => q.from <= q.to, { path: ['to'], message: 'before_start' });
export type AccountingExportQuery = z.infer<typeof AccountingExportQuery>;
