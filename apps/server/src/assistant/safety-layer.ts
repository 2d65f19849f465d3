import type { Priority, ReportCreate } from '@app/contract';
import { z } from 'zod';
import { detectLanguage } from './providers/builtin/language';
import { adviceFor } from './triage/advice';
import { type HazardKey, hazardKeys, hazardPriority } from './triage/hazards';
import { maxPriority, triage } from './triage/index';
import type { AssistantProvider, AssistantTools, TurnInput } from './types';
import { judge } from './understanding/understand';

const SafetyState = z.object({ hazards: z.array(z.enum(hazardKeys)).default([]) });

function readHazards(state: unknown): HazardKey[] {
  const raw = state && typeof state === 'object' ? (state as { safety?: unknown }).safety : undefined;
  const parsed = SafetyState.safeParse(raw ?? {});
  return parsed.success ? parsed.data.hazards : [];
}

const floorOf = (hazards: HazardKey[]): Priority =>
  hazards.reduce<Priority>((p, h) => maxPriority(p, hazardPriority(h)), 'Low');

/**
 * Tools whose filing cannot go below what the hazards demand: the priority a model chose is
 * raised to the hazards' floor (those of the conversation and those in the written report), and
 * those hazards are filed with it.
 */
function guardedTools(tools: AssistantTools, hazards: HazardKey[]): AssistantTools {
  const floor = floorOf(hazards);
  return {
    listPlaces: (q) => tools.listPlaces(q),
    listPremisesOf: (place) => tools.listPremisesOf(place),
    findOpenReports: (where) => tools.findOpenReports(where),
    submitReport(input: ReportCreate) {
      const written = triage(`${input.whatBroke}. ${input.description}`);
      // A report sent without a priority is judged as the server would judge it, then floored.
      const priority = maxPriority(maxPriority(input.priority ?? written.priority, floor), written.floor);
      // The hazards go with the report: its organisation's managers are told of it at once.
      return tools.submitReport({ ...input, priority }, [...new Set([...hazards, ...written.hazards])]);
    },
    addNote: (id, note) => tools.addNote(id, note),
    get filed() {
      return tools.filed;
    },
  };
}

/**
 * The safety layer around a language model, in code so no prompt can talk it out of its job:
 * before the model, hazards in the message are recognised and the model is told the advice has
 * been given and the lowest priority allowed; after it, the advice and the on-call number are put
 * first in the reply, and a filing is raised to that priority.
 */
export function withSafetyLayer(inner: AssistantProvider): AssistantProvider {
  async function respond(input: TurnInput) {
    const known = readHazards(input.state);
    // The hazards the report would be raised for: the rules and the trained model's sure ones,
    // as the built-in interviewer reads them (a short answer such as "ja" leaves the model unsure).
    const fresh = judge(input.text).hazards.filter((k) => !known.includes(k));
    const hazards = [...known, ...fresh];
    const floor = floorOf(hazards);
    const lang = detectLanguage(input.text) ?? input.locale;
    const phone = fresh.length > 0 ? await onCallPhone(input.tools) : null;
    const advice = fresh.length > 0 ? adviceFor(fresh, lang, phone) : undefined;
    const notes =
      hazards.length > 0
        ? [
            `Safety: the user describes ${hazards.join(', ')}. The system has already given them the safety advice and the on-call number; do not repeat or contradict it. File with priority ${floor} or higher.`,
          ]
        : [];
    const result = await inner.respond({ ...input, tools: guardedTools(input.tools, hazards), notes });
    const state = result.state && typeof result.state === 'object' ? result.state : {};
    return {
      ...result,
      reply: advice ? `${advice}\n\n${result.reply}` : result.reply,
      // The advice is shown as a warning card with buttons to call.
      ...(advice ? { hazard: { kinds: fresh, onCallPhone: phone, advice } } : {}),
      state: { ...state, safety: { hazards } },
    };
  }
  return { name: inner.name, respond };
}

async function onCallPhone(tools: AssistantTools): Promise<string | null> {
  try {
    return (await tools.listPlaces()).find((p) => p.onCallPhone)?.onCallPhone ?? null;
  } catch {
    return null;
  }
}
