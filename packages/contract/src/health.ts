import { z } from 'zod';

/** `/health/ready` (and `/health`): the database answers and start-up has finished. */
export const HealthResponse = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'down']),
  /** `pending` until the first admin and the demo data exist. */
  startup: z.enum(['done', 'pending']),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof HealthResponse>;

/** `/health/live`: the process runs and answers HTTP. */
export const LivenessResponse = z.object({
  status: z.literal('ok'),
  version: z.string(),
});
export type LivenessResponse = z.infer<typeof LivenessResponse>;
