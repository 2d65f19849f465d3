import type { Locale } from '@app/i18n';
import { sinceIn, urgencyIn } from '../../triage/details';
import type { AssistantProvider, TurnInput, TurnResult } from '../../types';
import { partsOf } from './answer-parts';
import { isGreeting } from './answers';
import { acceptAmend, acceptConfirmation, chipsFor, noteCorrection, setUrgency } from './confirm-step';
import { Ctx } from './context';
import { controlOf } from './control';
import { acceptDuplicate, offerDuplicate } from './duplicate-step';
import { cancel, offerWayOut, restart } from './exits';
import { detectLanguage } from './language';
import { answersNonFault, wantsToReport } from './nonfault-step';
import { offerPhoto } from './photo-step';
import { acceptPlace, resolvePlace, resolvePremises } from './place-step';
import { titleOf } from './report-writer';
import { adviseHazards, answerSafety, judgeDescription } from './safety';
import { readState, UNKNOWN } from './state';
import { factsOf, showSummary } from './summary-step';
import { absorbFirst, addsToFault, correctsWhere, describesFault, descriptionOf } from './understand';

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
  // "avbryt" / "börja om" work at any point, whatever question is pending.
  const control = controlOf(text);
  if (control === 'cancel') {
    cancel(ctx);
    return ctx.result();
  }
  if (control === 'restart') {
    restart(ctx);
    return ctx.result();
  }
  // Safety first, whatever was asked: advice for a hazard comes before anything else, and a
  // likely hazard is asked about before the next question (safety.ts).
  await adviseHazards(ctx, text);
  const before = descriptionOf(st);
  const go = st.pending === 'safety' ? await answerSafety(ctx, text) : await answer(ctx, text);
  const asked = await judgeDescription(ctx, before);
  if (go && !asked) await advance(ctx);
  offerWayOut(ctx);
  return ctx.result();
}

/** Takes the message as the answer to the pending question; false when it already replied. */
async function answer(ctx: Ctx, text: string): Promise<boolean> {
  const { st } = ctx;
  const pending = st.pending ?? 'what';
  if (pending === 'what') {
    if (isGreeting(text) || wantsToReport(text)) {
      ctx.ask('what', 'askWhat');
      return false;
    }
    // Rent, a neighbour's noise, a question: where to turn instead, and nothing filed.
    if (await answersNonFault(ctx, text)) return false;
    // "sedan i går, huvudnyckel går bra" says when and how to get in, not what is wrong: kept as
    // such, and the question stands (it never becomes the title).
    const parts = partsOf(text, false);
    if (parts.rest.length === 0 || !describesFault(parts.rest.join('. '))) {
      if (parts.since && parts.rest.length === 0) st.since = parts.since;
      if (parts.access) st.access = parts.access;
      ctx.ask('what', parts.since || parts.access ? 'notedAskWhat' : 'askWhatAgain');
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
      const { since, access } = partsOf(text, true);
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
      // Kept as typed: "ring 070-123 45 67 så kommer jag" is the instruction, number and all.
      const access = partsOf(text, true).access;
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
  offerPhoto(ctx);
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

const lowerFirst = (s: string) => (s ? s[0]!.toLowerCase() + s.slice(1) : s);
