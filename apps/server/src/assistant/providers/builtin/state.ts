import { z } from 'zod';

const PlaceState = z.object({
  propertyId: z.string(),
  premisesId: z.string().nullable(),
  label: z.string(),
  address: z.string(),
  designation: z.string().nullable(),
  reportLanguage: z.enum(['sv', 'en']),
});

/** The built-in interviewer's working memory, kept in chat_sessions.state between messages. */
export const InterviewState = z.object({
  lang: z.enum(['sv', 'en']).optional(),
  /** The question the next message answers. */
  pending: z
    .enum(['what', 'place', 'description', 'since', 'urgency', 'access', 'duplicate', 'confirm', 'amend'])
    .optional(),
  what: z.string().optional(),
  place: PlaceState.optional(),
  /** The numbered places offered with the last "where?" question. */
  options: z.array(PlaceState).max(100).optional(),
  description: z.string().optional(),
  since: z.string().optional(),
  urgency: z.string().optional(),
  access: z.string().optional(),
  /** Open duplicates were looked for (and any offer answered) for the current facts. */
  duplicatesChecked: z.boolean().optional(),
  duplicate: z.object({ id: z.string(), whatBroke: z.string() }).optional(),
  done: z.boolean().optional(),
});
export type InterviewState = z.infer<typeof InterviewState>;

/** A stored state that no longer parses (an older shape) starts the interview afresh. */
export function readState(raw: unknown): InterviewState {
  const parsed = InterviewState.safeParse(raw ?? {});
  return parsed.success ? parsed.data : {};
}
