import { choosesOwnPlace } from '../../../authz';
import { adviceFor } from '../../triage/advice';
import { detectHazards } from '../../triage/hazards';
import type { Ctx } from './context';

/**
 * Recognises hazards in every message and, the first time each is described, answers with the
 * immediate advice and the organisation's on-call number before anything else. The hazards are
 * remembered: they keep the report's priority up whatever is answered later.
 */
export async function adviseHazards(ctx: Ctx, text: string): Promise<void> {
  const { st } = ctx;
  const known = new Set(st.hazards ?? []);
  const fresh = detectHazards(text)
    .map((h) => h.key)
    .filter((k) => !known.has(k));
  if (fresh.length === 0) return;
  st.hazards = [...known, ...fresh];
  ctx.sayText(adviceFor(fresh, ctx.lang, await onCallPhone(ctx)));
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
