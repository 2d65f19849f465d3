import { z } from 'zod';
import { Priority, priorities } from './enums';

/** At most a year, in minutes. */
export const MAX_DEADLINE_MINUTES = 365 * 24 * 60;
const minutes = z.number().int().min(1).max(MAX_DEADLINE_MINUTES);

/** How long an errand of one priority may wait to be accepted, and to be finished, in minutes. */
export const DeadlineTarget = z.object({
  priority: Priority,
  acceptMinutes: minutes,
  finishMinutes: minutes,
});
export type DeadlineTarget = z.infer<typeof DeadlineTarget>;

/** An organisation's targets, one per priority (docs/PRODUCT.md "Deadlines"). */
export const DeadlineTargets = z.object({ targets: z.array(DeadlineTarget) });
export type DeadlineTargets = z.infer<typeof DeadlineTargets>;

/** Sets all four at once: each priority exactly once, accepting no later than finishing. */
export const DeadlineTargetsUpdate = z.strictObject({
  targets: z
    .array(z.strictObject({ priority: Priority, acceptMinutes: minutes, finishMinutes: minutes }))
    .length(priorities.length)
    .superRefine((targets, ctx) => {
      const seen = new Set<string>();
      targets.forEach((t, i) => {
        if (seen.has(t.priority))
          ctx.addIssue({ code: 'custom', path: [i, 'priority'], message: 'Each priority once' });
        seen.add(t.priority);
        if (t.acceptMinutes > t.finishMinutes)
          ctx.addIssue({ code: 'custom', path: [i, 'acceptMinutes'], message: 'Not after finishing' });
      });
    }),
});
export type DeadlineTargetsUpdate = z.infer<typeof DeadlineTargetsUpdate>;
