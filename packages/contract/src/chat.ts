import { z } from 'zod';
import { ListQueryBase, pageOf, RecordTimes } from './common';
import { HAZARD_KINDS, HazardKind } from './hazards';
import { Report } from './reports';

/**
 * What the manual report form is opened with when the reporter leaves the conversation for it:
 * what the interview knew so far (nothing is sent until the reporter files the form).
 */
export const ChatFormValues = z.strictObject({
  whatBroke: z.string().max(200).optional(),
  description: z.string().max(4000).optional(),
  propertyId: z.uuid().optional(),
  premisesId: z.uuid().nullable().optional(),
  access: z.string().max(500).optional(),
});
export type ChatFormValues = z.infer<typeof ChatFormValues>;

/**
 * A button the assistant offers beside its quick replies that does something other than send text:
 * open the report form with what is known (`openForm`), or start a new conversation (`newReport`).
 * `label` is in the conversation's language.
 */
export const ChatAction = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('openForm'), label: z.string().max(120), values: ChatFormValues }),
  z.strictObject({ kind: z.literal('newReport'), label: z.string().max(120) }),
]);
export type ChatAction = z.infer<typeof ChatAction>;

/**
 * Safety advice the assistant gave with a message (docs/ASSISTANT.md "Safety first"): the hazards
 * it answered, the organisation's on-call number (null when none is set) and the advice as written
 * in the conversation's language. The chat shows it as a warning card with buttons to call.
 */
export const ChatHazard = z.strictObject({
  kinds: z.array(HazardKind).min(1).max(HAZARD_KINDS.length),
  onCallPhone: z.string().nullable(),
  advice: z.string().max(4000),
});
export type ChatHazard = z.infer<typeof ChatHazard>;

export const ChatMessage = z.object({
  id: z.uuid(),
  sessionId: z.uuid(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  /**
   * Quick replies the assistant offers with this message (yes/no, urgency levels, access options,
   * places); the chat shows them as chips that send their text. Typing stays possible.
   */
  suggestions: z.array(z.string().max(120)).max(8).optional(),
  action: ChatAction.optional(),
  hazard: ChatHazard.optional(),
  created: z.string(),
});
/** At most this many quick replies come with one message. */
export const CHAT_SUGGESTIONS_MAX = 8;
export type ChatMessage = z.infer<typeof ChatMessage>;

export const ChatSession = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  title: z.string().nullable(),
  status: z.enum(['active', 'completed']),
  reportId: z.uuid().nullable(),
  ...RecordTimes,
});
export type ChatSession = z.infer<typeof ChatSession>;

/** The caller's latest unfinished conversation, to carry on with; null when there is none. */
export const ChatCurrentSession = z.object({ session: ChatSession.nullable() });
export type ChatCurrentSession = z.infer<typeof ChatCurrentSession>;

export const ChatSessionCreate = z.strictObject({ title: z.string().trim().max(200).optional() });
export const ChatSessionUpdate = z.strictObject({ title: z.string().trim().max(200) });
export const ChatSessionListQuery = ListQueryBase.strict();
export const ChatSessionPage = pageOf(ChatSession);

export const CHAT_MESSAGE_MAX = 4000;
export const ChatMessageCreate = z.strictObject({
  sessionId: z.uuid(),
  content: z.string().trim().min(1).max(CHAT_MESSAGE_MAX),
  /**
   * The sender's id for this message. A send repeated with the same id (its answer was lost on
   * the way) gets the first send's reply and is not taken as a second message.
   */
  clientMessageId: z.uuid().optional(),
});
export type ChatMessageCreate = z.infer<typeof ChatMessageCreate>;
export const ChatMessageUpdate = z.strictObject({ content: z.string().trim().min(1).max(CHAT_MESSAGE_MAX) });
/** Messages come oldest first; there is nothing to sort by (a `sort` is refused as unknown). */
export const ChatMessageListQuery = ListQueryBase.omit({ sort: true })
  .extend({ sessionId: z.uuid() })
  .strict();
export const ChatMessagePage = pageOf(ChatMessage);

/**
 * The answer to POST /api/chat-message: the assistant's reply, the session, and the report once the
 * conversation has ended in one. `outcome` says whether the report was filed by this conversation
 * (`created`) or the reporter's words were added as a note to an open report (`noted`). `failed` marks
 * a reply that is the error text because the assistant could not answer (the user's message is kept).
 */
export const ChatReply = z.object({
  message: ChatMessage,
  session: ChatSession,
  report: Report.optional(),
  outcome: z.enum(['created', 'noted']).optional(),
  failed: z.boolean().optional(),
});
export type ChatReply = z.infer<typeof ChatReply>;
