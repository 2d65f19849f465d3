import type { Report, ReportCreate } from '@app/contract';
import type { AuthUser } from '../../auth/auth-user';
import { createBuiltinInterviewer } from '../providers/builtin/interviewer';
import type { InterviewState } from '../providers/builtin/state';
import { normalise } from '../providers/builtin/text';
import type { AssistantProvider, AssistantTools, HistoryMessage, Place, TurnResult } from '../types';
import type { EvalCase } from './cases';
import { type Answer, freeformAnswer, wrongFiled } from './freeform';

export const ON_CALL = '08-123 456 00';

// Ids as the server's (uuids): a model's filing is checked against the report contract.
const PROPERTY = '00000000-0000-4000-8000-000000000001';
const place = (premisesId: string, designation: string): Place => ({
  propertyId: PROPERTY,
  premisesId,
  label: `Kvarngatan 7, Uppsala – ${designation}`,
  propertyLabel: 'Kvarngatan 7, Uppsala',
  address: 'Kvarngatan 7',
  designation,
  reportLanguage: 'sv',
  onCallPhone: ON_CALL,
});

const FLAT = '00000000-0000-4000-8000-000000000011';
const SHOP = '00000000-0000-4000-8000-000000000012';

/** Tools over memory: the reporter's premises, no open reports, and the report as filed. */
function memoryTools(several: boolean) {
  const places = several ? [place(FLAT, 'Lgh 1101'), place(SHOP, 'Lokal 2')] : [place(FLAT, 'Lgh 1101')];
  const out: { filed?: ReportCreate } = {};
  const tools: AssistantTools = {
    listPlaces: async () => places,
    listPremisesOf: async () => [],
    findOpenReports: async () => [],
    async submitReport(input) {
      out.filed = input;
      return { ...input, id: 'r1', number: 1 } as unknown as Report;
    },
    addNote: async () => {
      throw new Error('no open reports in the evaluation');
    },
    get filed() {
      return undefined;
    },
  };
  return { tools, out };
}

const actor = { id: 'u1', role: 'PropertyTenant', organisationId: 'o1', name: 'Eva' } as unknown as AuthUser;

export interface Played {
  firstReply: string;
  replies: string[];
  turns: number;
  filed?: ReportCreate;
  /** The built-in interviewer's memory; undefined for a provider that keeps none we can read. */
  state: InterviewState | undefined;
  /** Whether the fault was taken as a common area's; undefined when that is not known (nothing filed). */
  commonArea: boolean | undefined;
  /** Answers found stored in a field they were not given for. */
  wrongField: string[];
}

/** What the simulated reporter needs of a case: its first message and its answers. */
export type Reporter = Pick<
  EvalCase,
  'lang' | 'text' | 'since' | 'access' | 'offScript' | 'several' | 'correction'
>;

/**
 * A simulated reporter: sends the case's first message, then answers each question the way a
 * cooperative person would (with the case's own answers), after any off-script replies; stops
 * when a report is filed or after `maxTurns` turns. The built-in interviewer says which question
 * it asked (its state); a language model's question is read from its words (freeform.ts).
 */
export async function play(
  c: Reporter,
  provider: AssistantProvider = createBuiltinInterviewer(),
  maxTurns = 12,
): Promise<Played> {
  const { tools, out } = memoryTools(!!c.several);
  const sv = c.lang === 'sv';
  const given: { field: string; text: string }[] = [];
  const offScript = [...(c.offScript ?? [])];
  let correction = c.correction;
  let state: unknown;
  const replies: string[] = [];
  const history: HistoryMessage[] = [];
  let text = c.text;
  let turns = 0;
  const since = c.since ?? (sv ? 'Sedan i går' : 'Since yesterday');
  const access = c.access ?? (sv ? 'Huvudnyckeln går bra' : 'The master key is fine');
  for (; turns < maxTurns && !out.filed; ) {
    turns++;
    let r: TurnResult;
    try {
      r = await provider.respond({ actor, state, history: [...history], text, locale: c.lang, tools });
    } catch (e) {
      // A model server that fails or times out ends this conversation, not the whole evaluation.
      replies.push(`(no answer: ${(e as Error).message})`);
      break;
    }
    history.push({ role: 'user', content: text }, { role: 'assistant', content: r.reply });
    state = r.state;
    replies.push(r.reply);
    if (out.filed) break;
    if (offScript.length) {
      text = offScript.shift()!;
      given.push({ field: 'none', text });
      continue;
    }
    const st = interviewState(state);
    if (correction && st?.pending !== 'what') {
      text = correction.text;
      correction = undefined;
      given.push({ field: 'none', text });
      continue;
    }
    const answer = st
      ? builtinAnswer(st, c.lang, since, access)
      : freeformAnswer(r.reply, c.lang, since, access);
    text = answer.text;
    given.push(...answer.given);
  }
  const st = interviewState(state);
  return {
    firstReply: replies[0] ?? '',
    replies,
    turns,
    filed: out.filed,
    state: st,
    commonArea: st ? !!st.area : out.filed && out.filed.premisesId == null,
    wrongField: st ? wrongFields(st, given) : wrongFiled(out.filed, given),
  };
}

/** The built-in interviewer's memory, told apart from a model's state by its version mark. */
const interviewState = (state: unknown): InterviewState | undefined =>
  state && typeof state === 'object' && (state as { v?: unknown }).v === 2
    ? (state as InterviewState)
    : undefined;

/** The answer to the question the built-in interviewer says it asked. */
function builtinAnswer(st: InterviewState, lang: 'sv' | 'en', since: string, access: string): Answer {
  const sv = lang === 'sv';
  const plain = (text: string): Answer => ({ text, given: [] });
  switch (st.pending) {
    case 'what':
      return plain(sv ? 'Kylskåpet i köket är trasigt' : 'The fridge in the kitchen is broken');
    case 'place':
      return plain('Lgh 1101');
    case 'details':
      return {
        text: `${since}. ${access}`,
        given: [
          { field: 'since', text: since },
          { field: 'access', text: access },
        ],
      };
    case 'since':
      return { text: since, given: [{ field: 'since', text: since }] };
    case 'access':
      return { text: access, given: [{ field: 'access', text: access }] };
    case 'urgency':
      return plain('Normal');
    case 'duplicate':
      return plain(sv ? 'Gör en ny anmälan' : 'File a new report');
    default:
      return plain(sv ? 'Ja' : 'Yes');
  }
}

/** An answer given for one field (or none: off-script) that is stored in another field. */
function wrongFields(st: InterviewState, given: { field: string; text: string }[]): string[] {
  const stored: Record<string, string | undefined> = {
    since: st.since,
    access: st.access,
    urgency: st.urgency,
    what: st.what,
  };
  const wrong: string[] = [];
  for (const g of given) {
    const t = normalise(g.text);
    if (!t) continue;
    for (const [field, value] of Object.entries(stored)) {
      if (field === g.field || !value) continue;
      if (normalise(value).includes(t))
        wrong.push(`${JSON.stringify(g.text)} (${g.field}) stored as ${field}`);
    }
  }
  return wrong;
}
