import { z } from 'zod';

/** At most this many saved filters per user. */
export const MAX_SAVED_FILTERS = 20;

/** A named report-list filter a user keeps on the server; `query` is the list's query string. */
export const SavedFilter = z.object({
  id: z.uuid(),
  name: z.string(),
  query: z.string(),
  created: z.string(),
});
export type SavedFilter = z.infer<typeof SavedFilter>;

export const SavedFilterList = z.object({ items: z.array(SavedFilter) });

/** `query` must be a valid reports list query (checked by the server); paging is not kept. */
export const SavedFilterCreate = z.strictObject({
  name: z.string().trim().min(1).max(60),
  query: z.string().trim().max(1000),
});
export type SavedFilterCreate = z.infer<typeof SavedFilterCreate>;
