import { translate } from '@app/i18n';
import type { Ctx } from './context';
import { answerText, placeLine, type ReportFacts, titleOf, writeReport } from './report-writer';
import type { InterviewState } from './state';
import { UNKNOWN } from './state';
import { askTimesOnce, filedTimes } from './times-step';
import { triageOf } from './understand';

/** Everything the report is written from. */
export function factsOf(st: InterviewState): ReportFacts {
  const tri = triageOf(st);
  return {
    what: st.what ?? '',
    more: st.more ?? [],
    room: st.room,
    area: st.area,
    placeLabel: st.place?.label ?? '',
    since: st.since,
    access: st.access === UNKNOWN ? undefined : st.access,
    urgency: st.urgency,
    hazards: tri.hazards,
    kindId: tri.kind?.id,
    trade: tri.trade,
    priority: tri.priority,
    reporterLang: st.lang ?? 'sv',
  };
}

/** The summary before filing, with the title as it will be filed; "yes" files it. */
export function showSummary(ctx: Ctx) {
  const { st } = ctx;
  const f = factsOf(st);
  const lang = st.place?.reportLanguage ?? ctx.lang;
  st.pending = 'confirm';
  st.retries = 0;
  ctx.say('summary', {
    title: titleOf(lang, f),
    place: placeLine(ctx.lang, f),
    since: answerText(ctx.lang, 'sinceValue', st.since),
    access:
      st.area && !f.access
        ? ctx.t('report.accessValue.commonArea')
        : answerText(ctx.lang, 'accessValue', f.access),
    priority: translate(ctx.lang, `enums.priority.${f.priority}`),
    trade: translate(ctx.lang, `enums.trade.${f.trade}`),
  });
  // The optional question about times that suit comes with the summary, so it costs no turn.
  if (askTimesOnce(ctx)) ctx.chips('yesFile', 'anyTimeMasterKey', 'change');
  else ctx.chips('yesFile', 'change');
}

export async function fileReport(ctx: Ctx) {
  const { st, input } = ctx;
  const place = st.place!;
  const facts = factsOf(st);
  const written = writeReport(place.reportLanguage, facts);
  // The hazards go with the report: its organisation's managers are told of it at once.
  const report = await input.tools.submitReport(
    { propertyId: place.propertyId, premisesId: place.premisesId, ...written, times: filedTimes(st) },
    facts.hazards,
  );
  st.done = true;
  st.pending = undefined;
  // The number to quote on the phone.
  ctx.say('filed', { number: String(report.number) });
}
