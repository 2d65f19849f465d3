import { choosesOwnPlace } from '../../../authz';
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
 * A message that is a sentence but no fault (the rent, a neighbour's noise, a question about the
 * contract), as judged by the understanding model: nothing is filed; the reporter is told kindly
 * where to turn instead and may still report a fault or cancel. A greeting or gibberish is no
 * sentence and gets the question again (the caller's way), and a hazard is always a fault (judge).
 */
export async function answersNonFault(ctx: Ctx, text: string): Promise<boolean> {
  if ((ctx.st.hazards ?? []).length > 0 || !describesFault(text)) return false;
  if (judge(text).category !== 'nonfault') return false;
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
