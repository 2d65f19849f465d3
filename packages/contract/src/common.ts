import { z } from 'zod';

export const IdParams = z.object({ id: z.uuid() }).strict();
export const Timestamp = z.string();
/**
 * A calendar day, YYYY-MM-DD: a real day (the ISO format checks month lengths and leap
 * years) in the years 0001–9999. Year 0000 fits the format but no PostgreSQL date.
 */
export const DateOnly = z.iso.date().superRefine((value, ctx) => {
  if (value.startsWith('0000-'))
    ctx.addIssue({
      code: 'invalid_format',
      format: 'date',
      input: value,
      message: 'Year 0000 is not a date',
    });
});

/** Lists: `?page=1&pageSize=25&sort=-created&q=text` (docs/PRODUCT.md "API conventions"). */
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 25;
export const ListQueryBase = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  sort: z.string().max(40).optional(),
  q: z.string().trim().max(200).optional(),
});
export type ListQueryBase = z.infer<typeof ListQueryBase>;

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}
export type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

/** Record timestamps every resource answers with. */
export const RecordTimes = { created: Timestamp, lastModified: Timestamp };

export const OkResponse = z.object({ ok: z.literal(true) });
