import type { HazardKind } from '@app/contract';
import { choosesOwnPlace } from '../../../authz';
import { detectHazards } from '../../triage/hazards';
import { addsToFault } from './answer-parts';
import { yesNo } from './answers';
import type { Ctx } from './context';
import { descriptionOf, triageOf } from './understand';

/**
 * Safety first, in three places of a turn. Every message is read by the hand-written rules
 * (`adviseHazards`, before anything else). When the description of the fault grew (the first
 * message, more about the fault later) it is judged as the report will be, rules and trained model
 * (`judgeDescription`): the hazards that raise the report are the ones advised on. A hazard the
 * model thinks likely but the words do not say plainly gets one yes/no question first
 * ("Luktar det gas?"), once per conversation, answered in `answerSafety`.
 *
 * The first time each hazard is known the reply opens with its advice and the organisation's
 * on-call number. The hazards are remembered: they keep the report's priority up whatever is
 * answered later.
 */
export async function adviseHazards(ctx: Ctx, text: string): Promise<void> {
  await advise(
    ctx,
    detectHazards(text).map((h) => h.key),
  );
}

/**
 * After the answer was taken: when the description grew since `before`, its hazards (the rules'
 * and the model's sure ones) get their advice; with none, a likely one is asked about. True when
 * the safety question was asked: it is the turn's only question.
 */
export async function judgeDescription(ctx: Ctx, before: string): Promise<boolean> {
  const { st } = ctx;
  if (!st.what || descriptionOf(st) === before) return false;
  const tri = triageOf(st);
  await advise(ctx, tri.hazards);
  if (!tri.unsure || st.hazards?.length || st.safetyAsked) return false;
  st.safetyAsked = true;
  st.safety = tri.unsure;
  ctx.unsay();
  ctx.ask('safety', `safety.${tri.unsure}`);
  ctx.chips('yes', 'no');
  return true;
}

/**
 * The answer to the safety question. "ja" (or words that now state the hazard) gives the advice and
 * keeps the hazard; "nej" or anything unclear carries on. More about the fault is kept as such.
 */
export async function answerSafety(ctx: Ctx, text: string): Promise<true> {
  const { st } = ctx;
  const kind = st.safety;
  st.safety = undefined;
  st.pending = undefined;
  const said = yesNo(text);
  if (said === undefined && addsToFault(text)) st.more = [...(st.more ?? []), text].slice(-20);
  if (kind && said === true) await advise(ctx, [kind]);
  return true;
}

/** Advice for the hazards not yet known; they are remembered. */
async function advise(ctx: Ctx, hazards: HazardKind[]): Promise<void> {
  const { st } = ctx;
  const known = new Set(st.hazards ?? []);
  const fresh = [...new Set(hazards)].filter((k) => !known.has(k));
  if (fresh.length === 0) return;
  st.hazards = [...known, ...fresh];
  ctx.advise(fresh, await onCallPhone(ctx));
}

async function onCallPhone(ctx: Ctx): Promise<string | null> {
  if (ctx.st.place) return ctx.st.place.onCallPhone;
  // Before the place is settled the reporter's own organisation's number is the one to call.
  if (!choosesOwnPlace(ctx.input.actor)) return null;
  try {
    const places = await ctx.input.tools.listPlaces();
    return places.find((p) => p.onCallPhone)?.onCallPhone ?? null;
  } catch {
    return null;
  }
}
