import { z } from 'zod';
import { ErrorCodeSchema } from './errors';

export const MAX_BULK_REPORTS = 100;

const ids = z
  .array(z.uuid())
  .min(1)
  .max(MAX_BULK_REPORTS)
  .refine((list) => new Set(list).size === list.length, { message: 'Each id once' });
const note = z.string().trim().max(4000);

/** One action on several reports: assign one contractor, or close them all with one note. */
export const ReportBulk = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('assign'), ids, contractorId: z.uuid(), note: note.optional() }),
  z.strictObject({ action: z.literal('close'), ids, note: note.min(1) }),
]);
export type ReportBulk = z.infer<typeof ReportBulk>;

/** Per report: done, or the error code the single action would have answered. */
export const ReportBulkResult = z.object({
  results: z.array(z.object({ id: z.uuid(), ok: z.boolean(), code: ErrorCodeSchema.optional() })),
});
export type ReportBulkResult = z.infer<typeof ReportBulkResult>;
