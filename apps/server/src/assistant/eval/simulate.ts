import type { Report, ReportCreate } from '@app/contract';
import type { AuthUser } from '../../auth/auth-user';
import { createBuiltinInterviewer } from '../providers/builtin/interviewer';
import type { InterviewState } from '../providers/builtin/state';
import { normalise } from '../providers/builtin/text';
import type { AssistantProvider, AssistantTools, Place } from '../types';
import type { EvalCase } from './cases';

export const ON_CALL = '08-123 456 00';

const place = (premisesId: string, designation: string): Place => ({
  propertyId: 'p1',
  premisesId,
  label: `Kvarngatan 7, Uppsala – ${designation}`,
  propertyLabel: 'Kvarngatan 7, Uppsala',
  address: 'Kvarngatan 7',
  designation,
  reportLanguage: 'sv',
  onCallPhone: ON_CALL,
});

/** Tools over memory: the reporter's premises, no open reports, and the report as filed. */
function memoryTools(several: boolean) {
  const places = several ? [place('lgh', 'Lgh 1101'), place('lok', 'Lokal 2')] : [place('lgh', 'Lgh 1101')];
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
  state: InterviewState;
  /** Answers found stored in a field they were not given for. */
  wrongField: string[];
}

/**
 * A simulated reporter: sends the case's first message, then answers each question the way a
 * cooperative person would (with the case's own answers), after any off-script replies; stops
 * when a report is filed or after 12 turns.
 */
export async function play(
  c: EvalCase,
  provider: AssistantProvider = createBuiltinInterviewer(),
): Promise<Played> {
  const { tools, out } = memoryTools(!!c.several);
  const sv = c.lang === 'sv';
  const given: { field: string; text: string }[] = [];
  const offScript = [...(c.offScript ?? [])];
  let correction = c.correction;
  let state: unknown;
  const replies: string[] = [];
  let text = c.text;
  let turns = 0;
  for (; turns < 12 && !out.filed; ) {
    turns++;
    const r = await provider.respond({ actor, state, history: [], text, locale: c.lang, tools });
    state = r.state;
    replies.push(r.reply);
    if (out.filed) break;
    const st = state as InterviewState;
    const since = c.since ?? (sv ? 'Sedan i går' : 'Since yesterday');
    const access = c.access ?? (sv ? 'Huvudnyckeln går bra' : 'The master key is fine');
    if (offScript.length) {
      text = offScript.shift()!;
      given.push({ field: 'none', text });
      continue;
    }
    if (correction && st.pending !== 'what') {
      text = correction.text;
      correction = undefined;
      given.push({ field: 'none', text });
      continue;
    }
    switch (st.pending) {
      case 'what':
        text = sv ? 'Kylskåpet i köket är trasigt' : 'The fridge in the kitchen is broken';
        break;
      case 'place':
        text = 'Lgh 1101';
        break;
      case 'details':
        given.push({ field: 'since', text: since }, { field: 'access', text: access });
        text = `${since}. ${access}`;
        continue;
      case 'since':
        text = since;
        given.push({ field: 'since', text });
        continue;
      case 'access':
        text = access;
        given.push({ field: 'access', text });
        continue;
      case 'urgency':
        text = 'Normal';
        break;
      case 'duplicate':
        text = sv ? 'Gör en ny anmälan' : 'File a new report';
        break;
      case 'confirm':
        text = sv ? 'Ja' : 'Yes';
        break;
      default:
        text = sv ? 'Ja' : 'Yes';
    }
  }
  const st = state as InterviewState;
  return {
    firstReply: replies[0] ?? '',
    replies,
    turns,
    filed: out.filed,
    state: st,
    wrongField: wrongFields(st, given),
  };
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
