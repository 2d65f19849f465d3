import { translate } from '@app/i18n';
import { choosesOwnPlace } from '../../../authz';
import { urgencyIn } from '../../triage/details';
import { priorityRank } from '../../triage/index';
import { fieldNamed, yesNo } from './answers';
import type { Ctx } from './context';
import type { InterviewState } from './state';
import { fileReport, showSummary } from './summary-step';
import { timesIn } from './times-step';
import { correctsWhere, triageOf } from './understand';

/** Quick replies for a question about since when, access or urgency. */
export function chipsFor(ctx: Ctx, question: 'details' | 'since' | 'access' | 'urgency') {
  if (question === 'details' || question === 'since') ctx.chips('today', 'yesterday', 'fewDays', 'dontKnow');
  else if (question === 'access') ctx.chips('masterKey', 'callFirst', 'atHome');
  else ctx.chips('urgent', 'high', 'normal', 'low');
}

/** The answer to the summary: file, change a field, a correction, or the choices again. */
export async function acceptConfirmation(ctx: Ctx, text: string): Promise<boolean> {
  const { st } = ctx;
  const yes = yesNo(text);
  // Times that suit ("vardagar efter 16", "ja, när som helst med huvudnyckel"): kept, then filed on
  // a yes with them, else the summary again with them. Asked before the fields: "när" and "nyckel"
  // name fields too.
  const times = timesIn(text);
  if (times) {
    st.times = times;
    if (yes === true) await fileReport(ctx);
    else showSummary(ctx);
    return false;
  }
  const field = fieldNamed(text);
  if (yes === true && !field) {
    await fileReport(ctx);
    return false;
  }
  if (correctsWhere(st, text)) {
    noteCorrection(ctx, text);
    return true;
  }
  const urgency = urgencyIn(text, true);
  if (urgency && urgency !== 'Normal') return setUrgency(ctx, text);
  if (field) return await acceptAmend(ctx, text);
  if (yes === false || /^(ändra|change|edit|rätta)/i.test(text)) {
    ctx.ask('amend', 'askAmend');
    ctx.chips('fault', 'place', 'since', 'urgency', 'access');
    return false;
  }
  // "ingen aning", "hmm": say what the choices are, with the chips to pick from.
  ctx.ask('confirm', 'askYesNo');
  ctx.chips('yesFile', 'change');
  return false;
}

/** "ändra brådskan", "the access": asks that question again (the old answer is dropped). */
export async function acceptAmend(ctx: Ctx, text: string): Promise<boolean> {
  const { st } = ctx;
  const field = fieldNamed(text);
  const urgency = urgencyIn(text, true);
  if (!field && urgency) return setUrgency(ctx, text);
  switch (field) {
    case 'what':
      clear(st, { what: undefined, more: undefined, duplicatesChecked: false });
      return true;
    case 'place': {
      // Another room or common area, or (with several) another of the reporter's places.
      const places = choosesOwnPlace(ctx.input.actor) ? await ctx.input.tools.listPlaces() : [];
      st.options = places.length > 1 ? places : undefined;
      st.duplicatesChecked = false;
      ctx.ask('place', 'askWhere');
      if (places.length > 1)
        ctx.chips(...places.slice(0, 6).map((p) => ({ text: p.designation ?? p.label })));
      return false;
    }
    case 'since':
      clear(st, { since: undefined, detailsAsked: true });
      ctx.ask('since', 'askSince');
      chipsFor(ctx, 'since');
      return false;
    case 'access':
      clear(st, { access: undefined });
      ctx.ask('access', 'askAccess');
      chipsFor(ctx, 'access');
      return false;
    case 'urgency':
    case 'description':
      if (field === 'description') {
        clear(st, { what: undefined, more: undefined, duplicatesChecked: false });
        return true;
      }
      ctx.ask('urgency', 'askUrgency');
      chipsFor(ctx, 'urgency');
      return false;
    default:
      ctx.ask('amend', 'askAmend');
      ctx.chips('fault', 'place', 'since', 'urgency', 'access');
      return false;
  }
}

/** The reporter's urgency words count, but never below what a hazard demands (said so). */
export function setUrgency(ctx: Ctx, text: string): true {
  ctx.st.urgency = text;
  const asked = urgencyIn(text, true);
  const { floor, priority } = triageOf(ctx.st);
  if (asked && priorityRank(asked) < priorityRank(floor))
    ctx.say('urgencyKept', { priority: translate(ctx.lang, `enums.priority.${priority}`).toLowerCase() });
  return true;
}

const clear = (st: InterviewState, patch: Partial<InterviewState>) => Object.assign(st, patch);

/** The place changed: said back, kept in the description (the first words named another room). */
export function noteCorrection(ctx: Ctx, text: string) {
  const { st } = ctx;
  ctx.say('corrected', { where: ctx.t(`where.${st.area ?? st.room}`) });
  st.more = [...(st.more ?? []), text].slice(-20);
  // A common area is reported on the property, a room on the premises: settle the place again.
  if (st.area && st.place?.premisesId) st.place = undefined;
  if (!st.area && st.place && !st.place.premisesId) st.place = undefined;
  st.duplicatesChecked = false;
}
