import { z } from 'zod';
import { hazardKeys } from '../../triage/hazards';
import { areaKeys, roomKeys } from '../../triage/where';

const PlaceState = z.object({
  propertyId: z.string(),
  premisesId: z.string().nullable(),
  label: z.string(),
  propertyLabel: z.string(),
  address: z.string(),
  designation: z.string().nullable(),
  reportLanguage: z.enum(['sv', 'en']),
  onCallPhone: z.string().nullable(),
});

export const QUESTIONS = [
  'what',
  'place',
  'details',
  'since',
  'access',
  'urgency',
  'duplicate',
  'confirm',
  'amend',
  'safety',
] as const;
export type Question = (typeof QUESTIONS)[number];

/** The built-in interviewer's working memory, kept in chat_sessions.state between messages. */
export const InterviewState = z.object({
  v: z.literal(2),
  lang: z.enum(['sv', 'en']).optional(),
  /** The question the next message answers. */
  pending: z.enum(QUESTIONS).optional(),
  /** How many times in a row the pending question was asked again. */
  retries: z.number().int().optional(),
  /** What is wrong, in the reporter's words (access hints taken out). */
  what: z.string().optional(),
  /** More the reporter said about the fault later on. */
  more: z.array(z.string().max(4000)).max(20).optional(),
  room: z.enum(roomKeys).optional(),
  area: z.enum(areaKeys).optional(),
  place: PlaceState.optional(),
  /** Managers and admins were offered the property's premises (or a common area). */
  premisesAsked: z.boolean().optional(),
  /** The places offered with the last "where?" question. */
  options: z.array(PlaceState).max(100).optional(),
  since: z.string().optional(),
  /** The combined "since when and how to get in" question has been asked. */
  detailsAsked: z.boolean().optional(),
  access: z.string().optional(),
  /** The reporter's own words about urgency, when they gave any. */
  urgency: z.string().optional(),
  /** The hazards advised on (or confirmed): they keep the report's priority up. */
  hazards: z.array(z.enum(hazardKeys)).optional(),
  /** The hazard the pending safety question asks about ("Luktar det gas?"). */
  safety: z.enum(hazardKeys).optional(),
  /** The safety question was asked (once per conversation). */
  safetyAsked: z.boolean().optional(),
  duplicatesChecked: z.boolean().optional(),
  /** Times that suit the reporter for the visit, given in words at the summary (optional). */
  times: z.object({ note: z.string().max(200).optional(), anyTime: z.boolean().optional() }).optional(),
  /** The summary asked for times that suit (once per conversation). */
  timesAsked: z.boolean().optional(),
  /** The reporter was asked for a photo (once per conversation). */
  photoAsked: z.boolean().optional(),
  duplicate: z.object({ id: z.string(), number: z.number(), title: z.string() }).optional(),
  done: z.boolean().optional(),
  /** The reporter cancelled: the conversation ended without a report. */
  cancelled: z.boolean().optional(),
});
export type InterviewState = z.infer<typeof InterviewState>;
export type PlaceState = z.infer<typeof PlaceState>;

/** A stored state that no longer parses (an older shape) starts the interview afresh. */
export function readState(raw: unknown): InterviewState {
  const parsed = InterviewState.safeParse(raw ?? { v: 2 });
  return parsed.success ? parsed.data : { v: 2 };
}

/** "?" stands for an answer the reporter could not give ("vet inte"): asked, not to ask again. */
export const UNKNOWN = '?';
