import type { ChatFormValues } from '@app/contract';
import type { Ctx } from './context';
import { answerText, titleOf } from './report-writer';
import { UNKNOWN } from './state';
import { factsOf } from './summary-step';

/** After this many misunderstandings of one question in a row the reporter is offered a way out. */
export const WAY_OUT_AFTER = 2;

/** "avbryt": the conversation ends without a report; a button starts a new one. */
export function cancel(ctx: Ctx) {
  ctx.st.done = true;
  ctx.st.cancelled = true;
  ctx.st.pending = undefined;
  ctx.ended = true;
  ctx.say('cancelled');
  ctx.action({ kind: 'newReport', label: ctx.t('chips.newReport') });
}

/** "börja om": everything heard so far is forgotten and the first question is asked again. */
export function restart(ctx: Ctx) {
  const { st } = ctx;
  for (const key of Object.keys(st) as (keyof typeof st)[]) if (key !== 'v' && key !== 'lang') delete st[key];
  ctx.say('restarted');
  ctx.ask('what', 'askWhat');
}

/**
 * The same question misunderstood twice in a row: besides the likely answers (already offered as
 * chips) the reporter can start over, cancel, or write the report in the form with what is known.
 */
export function offerWayOut(ctx: Ctx) {
  if ((ctx.st.retries ?? 0) < WAY_OUT_AFTER || ctx.st.done) return;
  ctx.say('wayOut');
  ctx.moreChips('startOver', 'cancel');
  ctx.action({ kind: 'openForm', label: ctx.t('chips.openForm'), values: formValues(ctx) });
}

/** What the report form starts with: the title as it would be filed, the words heard, the place. */
export function formValues(ctx: Ctx): ChatFormValues {
  const { st } = ctx;
  const f = factsOf(st);
  const t = (key: string) => ctx.t(`report.${key}`);
  const lines = [
    ...(st.what ? [st.what] : []),
    ...(st.more ?? []),
    ...(st.since && st.since !== UNKNOWN
      ? [`${t('since')}: ${answerText(ctx.lang, 'sinceValue', st.since)}`]
      : []),
  ];
  return {
    ...(st.what ? { whatBroke: titleOf(ctx.lang, f).slice(0, 200) } : {}),
    ...(lines.length ? { description: lines.join('\n').slice(0, 4000) } : {}),
    ...(st.place ? { propertyId: st.place.propertyId, premisesId: st.place.premisesId } : {}),
    ...(f.access ? { access: f.access.slice(0, 500) } : {}),
  };
}
