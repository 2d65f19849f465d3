import type { HazardKind, ReportCreate } from '@app/contract';
import type { Locale } from '@app/i18n';
import { createBuiltinInterviewer } from '../assistant/providers/builtin/interviewer';
import type { AssistantTools, Place, TurnResult } from '../assistant/types';

/**
 * A tenant of one flat ("A – Lgh 1") talking to the built-in interviewer, without a database: the
 * tools answer at once (no other places, no open reports) and record what is filed. `place`
 * changes the flat (an on-call number, the organisation's name).
 */
export function oneFlatTenant(place: Partial<Place> = {}) {
  const filed: { input: ReportCreate; hazards: readonly HazardKind[] }[] = [];
  const flat: Place = {
    propertyId: 'p',
    premisesId: 'x',
    label: 'A – Lgh 1',
    propertyLabel: 'A',
    address: 'A',
    designation: 'Lgh 1',
    reportLanguage: 'sv',
    onCallPhone: null,
    ...place,
  };
  const tools: AssistantTools = {
    listPlaces: async () => [flat],
    listPremisesOf: async () => [],
    findOpenReports: async () => [],
    submitReport: async (input, hazards) => {
      filed.push({ input, hazards: hazards ?? [] });
      return { id: 'r', number: 7 } as never;
    },
    addNote: async () => ({}) as never,
    filed: undefined,
  };
  const actor = { id: 'u', role: 'PropertyTenant' } as never;
  const bot = createBuiltinInterviewer();
  let state: unknown;
  /** One turn of the conversation, carrying its state to the next. */
  const say = async (text: string, locale: Locale = 'sv'): Promise<TurnResult> => {
    const r = await bot.respond({ actor, state, history: [], text, locale, tools });
    state = r.state;
    return r;
  };
  return { tools, actor, filed, say };
}
