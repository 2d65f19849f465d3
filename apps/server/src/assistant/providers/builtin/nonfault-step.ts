import { choosesOwnPlace } from '../../../authz';
import { fold } from '../../understanding/fold';
import { judge } from '../../understanding/understand';
import type { Ctx } from './context';
import { normalise } from './text';
import { describesFault } from './understand';

// "Jag vill anmäla ett fel" (the chip) and what people write meaning the same: the reporter has a
// fault to tell, not yet which. Whole messages only.
const WANTS_TO_REPORT =
  /^(hej |hi |hello )?(jag )?(vill|ska|skulle vilja|behöver|need to|want to|would like to|i want to|i d like to|i need to)? ?(göra en )?(anmäla|felanmäla|felanmälan|report|make a report|file a report)( ett| a)? ?(fel|felanmälan|fault|problem|repair)?$/;

/** "Jag vill anmäla ett fel": the reporter wants to report something and has not said what. */
export function wantsToReport(text: string): boolean {
  return WANTS_TO_REPORT.test(normalise(text));
}

/**
 * A word or two naming an errand for the office, not a fault: the rent, the contract, an invoice or
 * notice, the deposit, parking, subletting, moving out, a neighbour or noise ("hyran?", "kontraktet",
 * "parkering", "noise"). Too short for the model, which calls anything it does not know no fault,
 * gibberish included; read on folded text, so "storning" is "störning".
 */
const OFFICE_TOPIC = new RegExp(
  `(?<![\\p{L}])(${[
    'hyr(a|an|or|orna|es\\p{L}*)',
    'hyresavi\\p{L}*',
    'avi(n|er|erna)?',
    'kontrakt\\p{L}*',
    'faktur\\p{L}*',
    'deposition\\p{L}*',
    'parkering\\p{L}*',
    'p plats\\p{L}*',
    'garageplats\\p{L}*',
    'andrahand\\p{L}*',
    'uppsagning\\p{L}*',
    'saga upp',
    'flytta ut',
    'utflytt\\p{L}*',
    'grann(e|en|ar|arna)',
    'storning\\p{L}*',
    'storande',
    'buller',
    'ovasen',
    'bostadsko\\p{L}*',
    'rent',
    'lease',
    'contract',
    'tenancy',
    'invoice',
    'deposit',
    'parking',
    'sublet\\p{L}*',
    'neighbou?rs?',
    'noise',
    'noisy',
    'moving out',
    'notice',
  ].join('|')})(?![\\p{L}])`,
  'u',
);

/** A short message (at most three words) that names nothing broken but an office errand. */
const namesOfficeTopic = (text: string) =>
  normalise(text).split(' ').length <= 3 && OFFICE_TOPIC.test(fold(normalise(text)));

/**
 * A message that is a sentence but no fault (the rent, a neighbour's noise, a question about the
 * contract), as judged by the understanding model: nothing is filed; the reporter is told kindly
 * where to turn instead and may still report a fault or cancel. A greeting or gibberish is no
 * sentence and gets the question again (the caller's way), unless a word or two name an office errand
 * ("hyran?"); a hazard is always a fault (judge).
 */
export async function answersNonFault(ctx: Ctx, text: string): Promise<boolean> {
  if ((ctx.st.hazards ?? []).length > 0) return false;
  if (describesFault(text)) {
    if (judge(text).category !== 'nonfault') return false;
  } else if (!namesOfficeTopic(text)) return false;
  const name = await organisationName(ctx);
  ctx.say(name ? 'nonFaultNamed' : 'nonFault', name ? { name } : undefined);
  ctx.say('nonFaultMore');
  ctx.st.pending = 'what';
  ctx.chips('reportFault', 'cancel');
  return true;
}

/** The reporter's own organisation, when there is exactly one; staff choose among many. */
async function organisationName(ctx: Ctx): Promise<string | undefined> {
  if (!choosesOwnPlace(ctx.input.actor)) return undefined;
  try {
    const names = new Set((await ctx.input.tools.listPlaces()).map((p) => p.organisationName));
    const [only] = names;
    return names.size === 1 ? only : undefined;
  } catch {
    return undefined;
  }
}
