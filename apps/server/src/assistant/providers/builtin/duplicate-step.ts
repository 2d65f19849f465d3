import { translate } from '@app/i18n';
import { bestDuplicate, humanDate } from '../../triage/duplicates';
import { yesNo } from './answers';
import type { Ctx } from './context';
import { writeNote } from './report-writer';
import { factsOf } from './summary-step';
import { triageOf } from './understand';

/**
 * Once the fault and the place are known: the not-closed report of the same premises (or the same
 * common area) about the same kind of fault, offered with its number, status and a human date.
 */
export async function offerDuplicate(ctx: Ctx): Promise<boolean> {
  const { st, input } = ctx;
  const place = st.place!;
  const tri = triageOf(st);
  let candidates: Awaited<ReturnType<typeof input.tools.findOpenReports>>;
  try {
    candidates = await input.tools.findOpenReports({
      propertyId: place.propertyId,
      premisesId: place.premisesId,
      trade: tri.trade,
    });
  } catch {
    // Looking for duplicates is a courtesy; failing to look must not stop the report.
    return false;
  }
  const best = bestDuplicate(
    { text: st.what ?? '', kindId: tri.kind?.id, room: st.room, area: st.area },
    candidates,
  );
  if (!best) return false;
  st.duplicate = { id: best.id, number: best.number, title: best.whatBroke };
  st.pending = 'duplicate';
  ctx.say('duplicateOffer', {
    number: String(best.number),
    title: best.whatBroke,
    status: translate(ctx.lang, `enums.status.${best.status}`).toLowerCase(),
    date: humanDate(best.created, ctx.lang),
  });
  ctx.chips({ text: ctx.t('chips.addTo', { number: String(best.number) }) }, 'newReport');
  return true;
}

const ADD = /^(lägg till|lagg till|add|ja|yes|jo|gärna|ok)/iu;
const NEW = /^(gör en ny|ny anmälan|ny|new|file a new|nej|no|nope)/iu;

/** "Lägg till i #12" / "ja" adds a note (if the report is still not closed); "ny" carries on. */
export async function acceptDuplicate(ctx: Ctx, text: string): Promise<boolean> {
  const { st, input } = ctx;
  const dup = st.duplicate;
  const choice = NEW.test(text.trim()) ? false : ADD.test(text.trim()) ? true : yesNo(text);
  if (choice === undefined || !dup) {
    if (dup) {
      ctx.say('duplicateAgain', { number: String(dup.number) });
      ctx.chips({ text: ctx.t('chips.addTo', { number: String(dup.number) }) }, 'newReport');
      return false;
    }
    return true;
  }
  st.duplicate = undefined;
  st.pending = undefined;
  if (!choice) return true;
  try {
    const place = st.place!;
    // Never attach to a report that was closed since it was offered.
    const still = await input.tools.findOpenReports({
      propertyId: place.propertyId,
      premisesId: place.premisesId,
      trade: triageOf(st).trade,
    });
    if (!still.some((r) => r.id === dup.id && r.status !== 'Closed')) throw new Error('closed meanwhile');
    const report = await input.tools.addNote(dup.id, writeNote(place.reportLanguage, factsOf(st)));
    st.done = true;
    ctx.say('noteAdded', { whatBroke: report.whatBroke, number: String(report.number) });
    return false;
  } catch {
    ctx.say('noteFailed');
    return true;
  }
}
