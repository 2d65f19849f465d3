import { z } from 'zod';
import { Timestamp } from './common';

/** GET /api/me/calendar-feed: whether the caller's private calendar address exists (never the address). */
export const CalendarFeed = z.object({
  /** Whether the caller may have a feed at all (contractors and managers). */
  available: z.boolean(),
  created: Timestamp.nullable(),
});
export type CalendarFeed = z.infer<typeof CalendarFeed>;

/** POST /api/me/calendar-feed: the new address, shown once; any older one stops working. */
export const CalendarFeedCreated = z.object({ url: z.string(), created: Timestamp });
export type CalendarFeedCreated = z.infer<typeof CalendarFeedCreated>;

/** GET /api/calendar/{file}: the feed's file name is its secret token and `.ics`. */
export const CalendarFeedParams = z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{20,100}\.ics$/) });
