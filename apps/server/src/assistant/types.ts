import type {
  ChatAction,
  ChatHazard,
  HazardKind,
  Language,
  Report,
  ReportCreate,
  Trade,
} from '@app/contract';
import type { Locale } from '@app/i18n';
import type { AuthUser } from '../auth/auth-user';

/** A place the caller may report a fault at: a premises (tenants) or a whole property. */
export interface Place {
  propertyId: string;
  premisesId: string | null;
  /** "Storgatan 1, Stockholm – Lgh 1102" */
  label: string;
  /** "Storgatan 1, Stockholm": the property, for faults in its common areas. */
  propertyLabel: string;
  address: string;
  designation: string | null;
  /** The language reports at this place are written in (its organisation's report language). */
  reportLanguage: Language;
  /** The organisation's on-call (jour) number, given with safety advice; null when unset. */
  onCallPhone: string | null;
  /** The organisation's name: whom to turn to with what is not a fault (rent, neighbours). */
  organisationName?: string;
}

/** What the conversation ended in. */
export interface Filed {
  report: Report;
  outcome: 'created' | 'noted';
}

/**
 * The assistant's hands: each runs through the same services and permission checks as the HTTP
 * API, with the caller as actor. Both providers use only these.
 */
export interface AssistantTools {
  /** The caller's places; `q` searches addresses (admins, who may report anywhere). */
  listPlaces(q?: string): Promise<Place[]>;
  /** The premises of one property the caller may see (managers and admins pick one). */
  listPremisesOf(place: Place): Promise<Place[]>;
  findOpenReports(where: { propertyId: string; premisesId?: string | null; trade: Trade }): Promise<Report[]>;
  /** `hazards`: those the safety layer recognised, kept with the report for the managers. */
  submitReport(input: ReportCreate, hazards?: readonly HazardKind[]): Promise<Report>;
  addNote(reportId: string, note: string): Promise<Report>;
  /** Set once submitReport or addNote succeeded in this turn. */
  readonly filed: Filed | undefined;
}

export interface HistoryMessage {
  role: 'user' | 'assistant';
  content: string;
}

export interface TurnInput {
  actor: AuthUser;
  /** The interview's working memory as stored (provider-specific; validate before use). */
  state: unknown;
  /** Earlier messages of the session, oldest first, without the new one. */
  history: HistoryMessage[];
  /** The user's new message. */
  text: string;
  /** The caller's interface language: the fallback when a message's language is unclear. */
  locale: Locale;
  tools: AssistantTools;
  /** Instructions from code that runs around the provider (the safety layer) for this turn. */
  notes?: string[];
}

export interface TurnResult {
  reply: string;
  /** Quick replies offered with the reply (shown as chips). */
  suggestions?: string[];
  /** A button besides the quick replies: open the report form with what is known, or start anew. */
  action?: ChatAction;
  /** Safety advice given first in this reply (shown as a warning card with buttons to call). */
  hazard?: ChatHazard;
  /** The reporter ended the conversation without a report ("avbryt"): nothing more is asked. */
  ended?: boolean;
  state: unknown;
  /** Tokens the provider reports having used (0 for the built-in interviewer). */
  tokens?: number;
}

/** A way of answering the reporter: the built-in interviewer or a language model. */
export interface AssistantProvider {
  readonly name: string;
  respond(input: TurnInput): Promise<TurnResult>;
}
