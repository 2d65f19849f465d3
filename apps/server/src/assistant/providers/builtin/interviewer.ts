import { type Locale, translate } from '@app/i18n';
import { accessIn, sinceIn, urgencyIn } from '../../triage/details';
import { priorityRank } from '../../triage/index';
import type { AssistantProvider, TurnInput, TurnResult } from '../../types';
import { fieldNamed, isGreeting, yesNo } from './answers';
import { Ctx } from './context';
import { acceptDuplicate, offerDuplicate } from './duplicate-step';
import { detectLanguage } from './language';
import { acceptPlace, resolvePlace, resolvePremises } from './place-step';
import { titleOf } from './report-writer';
import { adviseHazards } from './safety';
import { type InterviewState, readState, UNKNOWN } from './state';
import { factsOf, fileReport, showSummary } from './summary-step';
import { absorbFirst, addsToFault, correctsWhere, describesFault, triageOf } from './understand';

/** After this many tries at one question the interview moves on with "unknown". */
const MAX_RETRIES = 2;

/**
 * The built-in interviewer: deterministic, Swedish and English, no model needed. Like a
 * dispatcher it takes what the first message already says, answers hazards first with advice
 * and the on-call number, asks only for what is missing (checking each answer against its
 * question), offers the open report of the same fault, and files on "yes".
 */
export function createBuiltinInterviewer(): AssistantProvider {
  return { name: 'builtin', respond };
}

async function respond(input: TurnInput): Promise<TurnResult> {
  const st = readState(input.state);
  const lang: Locale = detectLanguage(input.text) ?? st.lang ?? input.locale;
  st.lang = lang;
  const ctx = new Ctx(st, lang, input);
  if (st.done) {
    ctx.say('alreadyDone');
    return ctx.result();
  }
  const text = input.text.trim();
  // Safety first, whatever was asked: advice for a hazard comes before anything else.
  await adviseHazards(ctx, text);
  if (await answer(ctx, text)) await advance(ctx);
  return ctx.result();
}

/** Takes the message as the answer to the pending question; false when it already replied. */
async function answer(ctx: Ctx, text: string): Promise<boolean> {
  const { st } = ctx;
  const pending = st.pending ?? 'what';
  if (pending === 'what') {
    if (isGreeting(text)) {
      ctx.ask('what', 'askWhat');
      return false;
    }
    if (!describesFault(text)) {
      ctx.ask('what', 'askWhatAgain');
      return false;
    }
    absorbFirst(st, text);
    ctx.say('understood', { title: lowerFirst(titleOf(ctx.lang, factsOf(st))) });
    return true;
  }
  if (pending === 'duplicate') return acceptDuplicate(ctx, text);
  if (pending === 'confirm') return acceptConfirmation(ctx, text);
  // "nej, det är i badrummet" corrects the place whatever was asked; the question stands.
  if (correctsWhere(st, text)) {
    noteCorrection(ctx, text);
    return true;
  }
  switch (pending) {
    case 'place':
      return acceptPlace(ctx, text);
    case 'details': {
      st.detailsAsked = true;
      const since = sinceIn(text);
      const access = accessIn(text);
      if (since) st.since = since;
      if (access) st.access = access;
      if (since || access) return true;
      return reask(ctx, text, 'details');
    }
    case 'since': {
      const since = sinceIn(text);
      if (since) st.since = since;
      return since ? true : reask(ctx, text, 'since');
    }
    case 'access': {
      const access = accessIn(text);
      if (access) st.access = access;
      return access ? true : reask(ctx, text, 'access');
    }
    case 'urgency':
      return urgencyIn(text, true) ? setUrgency(ctx, text) : reask(ctx, text, 'urgency');
    case 'amend':
      return acceptAmend(ctx, text);
  }
  return true;
}

/** The place changed: said back, kept in the description (the first words named another room). */
function noteCorrection(ctx: Ctx, text: string) {
  const { st } = ctx;
  ctx.say('corrected', { where: ctx.t(`where.${st.area ?? st.room}`) });
  st.more = [...(st.more ?? []), text].slice(-20);
  // A common area is reported on the property, a room on the premises: settle the place again.
  if (st.area && st.place?.premisesId) st.place = undefined;
  if (!st.area && st.place && !st.place.premisesId) st.place = undefined;
  st.duplicatesChecked = false;
}

/**
 * An answer that does not fit its question is never stored in another field. More about the
 * fault is kept as description; then the question is asked again with an example, and after a
 * few tries left as unknown so the reporter is not stuck.
 */
function reask(ctx: Ctx, text: string, question: 'details' | 'since' | 'access' | 'urgency'): boolean {
  const { st } = ctx;
  if (addsToFault(text)) {
    st.more = [...(st.more ?? []), text].slice(-20);
    ctx.say('addedToDescription');
  } else ctx.say('notUnderstood');
  if ((st.retries ?? 0) >= MAX_RETRIES) {
    if (question === 'since' || question === 'details') st.since ??= UNKNOWN;
    if (question === 'access' || question === 'details') st.access ??= UNKNOWN;
    if (question === 'urgency') st.urgency = undefined;
    st.retries = 0;
    return true;
  }
  const key =
    question === 'details' ? 'askDetails' : `ask${question[0]!.toUpperCase()}${question.slice(1)}Again`;
  ctx.ask(question, key);
  chipsFor(ctx, question);
  return false;
}

export function chipsFor(ctx: Ctx, question: 'details' | 'since' | 'access' | 'urgency') {
  if (question === 'details' || question === 'since') ctx.chips('today', 'yesterday', 'fewDays', 'dontKnow');
  else if (question === 'access') ctx.chips('masterKey', 'callFirst', 'atHome');
  else ctx.chips('urgent', 'high', 'normal', 'low');
}

/** Asks the next missing thing: what, where, the duplicate offer, since when / access; then the summary. */
async function advance(ctx: Ctx): Promise<void> {
  const { st } = ctx;
  if (!st.what) {
    ctx.ask('what', 'askWhat');
    return;
  }
  if (!st.place && !(await resolvePlace(ctx))) return;
  if (!(await resolvePremises(ctx))) return;
  if (!st.duplicatesChecked) {
    st.duplicatesChecked = true;
    if (await offerDuplicate(ctx)) return;
  }
  const own = !st.area;
  if (own && !st.access && !st.detailsAsked && !st.since) {
    ctx.ask('details', 'askDetails');
    chipsFor(ctx, 'details');
    return;
  }
  if (!st.since && !st.detailsAsked) {
    ctx.ask('since', 'askSince');
    chipsFor(ctx, 'since');
    return;
  }
  if (own && !st.access) {
    ctx.ask('access', 'askAccess');
    chipsFor(ctx, 'access');
    return;
  }
  showSummary(ctx);
}

async function acceptConfirmation(ctx: Ctx, text: string): Promise<boolean> {
  const { st } = ctx;
  const yes = yesNo(text);
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
    st.pending = 'amend';
    ctx.say('askAmend');
    ctx.chips('fault', 'place', 'since', 'urgency', 'access');
    return false;
  }
  // "ingen aning", "hmm": say what the choices are, with the chips to pick from.
  ctx.say('askYesNo');
  ctx.chips('yesFile', 'change');
  return false;
}

/** "ändra brådskan", "the access": asks that question again (the old answer is dropped). */
async function acceptAmend(ctx: Ctx, text: string): Promise<boolean> {
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
      const places = ctx.input.actor.role === 'Admin' ? [] : await ctx.input.tools.listPlaces();
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
      ctx.st.pending = 'amend';
      ctx.say('askAmend');
      ctx.chips('fault', 'place', 'since', 'urgency', 'access');
      return false;
  }
}

/** The reporter's urgency words count, but never below what a hazard demands (said so). */
function setUrgency(ctx: Ctx, text: string): true {
  ctx.st.urgency = text;
  const asked = urgencyIn(text, true);
  const { floor, priority } = triageOf(ctx.st);
  if (asked && priorityRank(asked) < priorityRank(floor))
    ctx.say('urgencyKept', { priority: translate(ctx.lang, `enums.priority.${priority}`).toLowerCase() });
  return true;
}

const lowerFirst = (s: string) => (s ? s[0]!.toLowerCase() + s.slice(1) : s);
const clear = (st: InterviewState, patch: Partial<InterviewState>) => Object.assign(st, patch);
