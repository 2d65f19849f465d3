import { choosesOwnPlace } from '../../../authz';
import type { Place } from '../../types';
import { matchPlace } from './answers';
import type { Ctx } from './context';
import type { PlaceState } from './state';
import { normalise } from './text';

/** The property itself (no premises): where common-area faults are reported. */
const propertyOf = (p: Place): PlaceState => ({
  ...p,
  premisesId: null,
  designation: null,
  label: p.propertyLabel,
});

const uniqueProperties = (places: Place[]) => [
  ...new Map(places.map((p) => [p.propertyId, propertyOf(p)])).values(),
];

/** The place a message names among `options`: its address or designation appears in it. */
function namedIn(text: string, options: PlaceState[]): PlaceState | undefined {
  const t = ` ${normalise(text)} `;
  const hits = options.filter(
    (o) =>
      (o.designation && t.includes(` ${normalise(o.designation)} `)) ||
      t.includes(` ${normalise(o.address)} `),
  );
  return hits.length === 1 ? hits[0] : undefined;
}

/**
 * Settles the place without asking when it can: one premises (or property), a common area of the
 * one property the reporter lives in, or an address / designation named in the first message.
 * Otherwise asks, with the places as quick replies. Returns true when the place is known.
 */
export async function resolvePlace(ctx: Ctx): Promise<boolean> {
  const { st, input } = ctx;
  if (!choosesOwnPlace(input.actor)) {
    // Admins report anywhere: they name the property by its address.
    ctx.ask('place', 'askAddress');
    return false;
  }
  const places = await input.tools.listPlaces();
  if (places.length === 0) {
    ctx.st.pending = 'place';
    ctx.say('noPlaces');
    return false;
  }
  const tenant = places.some((p) => p.premisesId);
  const properties = uniqueProperties(places);
  if (st.area || !tenant) {
    // A common area of a storage premises the tenant rents ("mitt förråd") is that premises.
    const own =
      st.area === 'storage' ? places.filter((p) => /förråd|storage/i.test(p.designation ?? '')) : [];
    if (own.length === 1) return pick(ctx, own[0]!);
    const named = namedIn(st.what ?? '', properties);
    if (named) return pick(ctx, named);
    if (properties.length === 1) return pick(ctx, properties[0]!);
    return offer(ctx, properties);
  }
  const named = namedIn(st.what ?? '', places);
  if (named) return pick(ctx, named);
  if (places.length === 1) return pick(ctx, places[0]!);
  return offer(ctx, places);
}

function offer(ctx: Ctx, options: PlaceState[]): false {
  ctx.st.options = options.slice(0, 20);
  ctx.ask('place', 'askPlace', { list: numbered(ctx.st.options) });
  ctx.chips(...ctx.st.options.slice(0, 6).map((o) => ({ text: o.designation ?? o.label })));
  return false;
}

function pick(ctx: Ctx, place: PlaceState): true {
  ctx.st.place = place;
  ctx.st.options = undefined;
  ctx.say('placePicked', { place: place.label });
  return true;
}

/**
 * Managers and admins report on a property: when the fault is not in a common area they choose
 * the premises from suggestions (or say it is a common area). Returns true when settled.
 */
export async function resolvePremises(ctx: Ctx): Promise<boolean> {
  const { st, input } = ctx;
  if (!st.place || st.place.premisesId || st.area || st.premisesAsked) return true;
  st.premisesAsked = true;
  let premises: PlaceState[] = [];
  try {
    premises = await input.tools.listPremisesOf(st.place);
  } catch {
    return true;
  }
  if (premises.length === 0) return true;
  const named = namedIn(st.what ?? '', premises);
  if (named) return pick(ctx, named);
  st.options = premises.slice(0, 50);
  ctx.ask('place', 'askPremises', { list: numbered(st.options) });
  ctx.chips(...st.options.slice(0, 5).map((o) => ({ text: o.designation ?? o.label })), 'commonArea');
  return false;
}

/** An answer to "where?": a number, a suggestion, words of an address; admins search by address. */
export async function acceptPlace(ctx: Ctx, text: string): Promise<boolean> {
  const { st, input } = ctx;
  const options = st.options ?? [];
  if (st.premisesAsked && st.place && !st.place.premisesId) {
    // "Gemensamt utrymme" / "common area": the report stays on the property.
    if (/gemensam|allmän|common|hela fastigheten|whole property/iu.test(text)) {
      st.options = undefined;
      return true;
    }
    const premises = matchPlace(text, options.map(asPlace));
    if (premises) return pick(ctx, options.find((o) => o.label === premises.label)!);
    ctx.ask('place', 'placeNotUnderstood', { list: numbered(options) });
    ctx.chips(...options.slice(0, 5).map((o) => ({ text: o.designation ?? o.label })), 'commonArea');
    return false;
  }
  const byNumberOrWords = options.length ? matchPlace(text, options.map(asPlace)) : undefined;
  if (byNumberOrWords) return pick(ctx, options.find((o) => o.label === byNumberOrWords.label)!);
  if (!choosesOwnPlace(input.actor)) {
    const found = await input.tools.listPlaces(text);
    if (found.length === 1) return pick(ctx, found[0]!);
    if (found.length === 0) {
      ctx.ask('place', 'addressNotFound');
      return false;
    }
    return offer(ctx, found.slice(0, 10));
  }
  if (options.length === 0) return resolvePlace(ctx);
  ctx.ask('place', 'placeNotUnderstood', { list: numbered(options) });
  ctx.chips(...options.slice(0, 6).map((o) => ({ text: o.designation ?? o.label })));
  return false;
}

const asPlace = (p: PlaceState): Place => p;
const numbered = (places: PlaceState[]) => places.map((p, i) => `${i + 1}. ${p.label}`).join('\n');
