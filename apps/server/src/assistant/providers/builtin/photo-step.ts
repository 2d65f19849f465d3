import { kindOf } from '../../triage/kinds';
import type { Ctx } from './context';

/**
 * Faults a photo helps a contractor judge before driving out: leaks and water damage, broken
 * or damaged things, pests and graffiti. Not hazards where the advice is to leave or keep away
 * (gas, fire, sparks, a stuck lift): nobody should stay to take a picture of those.
 */
const PHOTO_KINDS = new Set([
  'ceilingLeak',
  'waterLeak',
  'waterFound',
  'sinkLeak',
  'radiatorLeak',
  'toiletLeak',
  'showerLeak',
  'leak',
  'drippingTap',
  'windowBroken',
  'door',
  'floor',
  'stairs',
  'wallpaper',
  'cupboard',
  'graffiti',
  'fallen',
  'garageDoor',
  'rats',
  'mice',
  'cockroaches',
  'bedbugs',
  'wasps',
  'pests',
]);

const KEEP_AWAY = new Set(['gas', 'fire', 'sparks', 'liftStuck']);

/** Asks once, beside the next question (no extra turn), for a photo where one helps. */
export function offerPhoto(ctx: Ctx): void {
  const { st } = ctx;
  if (st.photoAsked || !st.what) return;
  if (st.hazards?.some((h) => KEEP_AWAY.has(h))) return;
  const kind = kindOf([st.what, ...(st.more ?? [])].join('. '));
  if (!kind || !PHOTO_KINDS.has(kind.id)) return;
  st.photoAsked = true;
  ctx.say('askPhoto');
}
