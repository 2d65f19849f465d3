import type { Priority, Trade } from '@app/contract';
import { type Locale, translate } from '@app/i18n';
import { classifyPriority, classifyTrade } from './classify';
import type { InterviewFacts } from './report-writer';
import type { InterviewState } from './state';

/** What the reporter has said so far, as the report writer takes it. */
export function factsOf(st: InterviewState): InterviewFacts {
  return {
    what: st.what ?? '',
    description: st.description ?? '',
    since: st.since ?? '',
    urgency: st.urgency ?? '',
    access: st.access ?? '',
    placeLabel: st.place?.label ?? '',
  };
}

export const tradeOf = (st: InterviewState): Trade =>
  classifyTrade(`${st.what ?? ''} ${st.description ?? ''}`);

export const priorityOf = (st: InterviewState): Priority =>
  classifyPriority(`${st.what ?? ''} ${st.description ?? ''}`, st.urgency);

/** The summary shown before filing, in the conversation's language. */
export function summaryVars(st: InterviewState, lang: Locale): Record<string, string> {
  const f = factsOf(st);
  return {
    what: f.what,
    place: f.placeLabel,
    description: f.description,
    since: f.since,
    urgency: f.urgency,
    access: f.access,
    trade: translate(lang, `enums.trade.${tradeOf(st)}`),
    priority: translate(lang, `enums.priority.${priorityOf(st)}`),
  };
}
