import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastToolResult, type Recorded, startFakeLlm, text, toolCall } from '../../test/fake-llm';
import { createOpenAiProvider } from '../providers/openai';
import { withSafetyLayer } from '../safety-layer';
import { CASES } from './cases';
import { loadCorpus } from './corpus-cases';
import { measureProviderCorpus } from './provider-corpus';
import { evaluateProvider, spread } from './provider-eval';

let llm: Awaited<ReturnType<typeof startFakeLlm>>;

/**
 * A model that asks since when and how to get in, then summarises, then (told yes) looks up the
 * places and files at the first one as a plumber, Normal. It answers from the conversation alone,
 * so conversations played at once do not disturb each other.
 */
function dispatcher(req: Recorded) {
  const messages: { role: string; content: string | null }[] = req.body.messages;
  const last = messages.at(-1)!;
  if (last.role === 'tool') {
    const result = lastToolResult(req);
    if (Array.isArray(result))
      return toolCall('submit_report', {
        propertyId: result[0].propertyId,
        premisesId: result[0].premisesId,
        whatBroke: 'Fel i lägenheten',
        description: messages.find((m) => m.role === 'user')!.content,
        trade: 'plumber',
        priority: 'Normal',
      });
    return text('Klart, anmälan är skickad.');
  }
  const answers = messages.filter((m) => m.role === 'user').length;
  if (answers === 1) return text('Sedan när är det så, och hur kommer vi in?');
  if (/^(ja|yes)/i.test(last.content ?? '')) return toolCall('list_my_places', {});
  return text('Jag skickar in en anmälan till rörmokare, normal brådska. Stämmer det?');
}

beforeAll(async () => {
  llm = await startFakeLlm();
});
afterAll(async () => {
  await llm?.close();
});

describe('the evaluation through a configured model', () => {
  it('plays the corpus and the dialogue sets through the model behind the safety layer', async () => {
    llm.otherwise(dispatcher);
    const provider = withSafetyLayer(
      createOpenAiProvider({ baseUrl: llm.url, model: 'fake', timeoutMs: 5000 }),
    );
    const lines: string[] = [];
    const r = await evaluateProvider(provider, { limit: 6, concurrency: 3, log: (l) => lines.push(l) });

    const corpus = spread(loadCorpus('test'), 6);
    expect(r.corpus.cases).toBe(6);
    // The fake files every message, faults and non-faults alike, as a plumber at Normal.
    expect(r.corpus.faultsFiled).toBe(r.corpus.faults);
    expect(r.corpus.nonfaultsFiled).toBe(corpus.filter((c) => c.category === 'nonfault').length);
    expect(r.corpus.trade).toBe(corpus.filter((c) => c.category === 'fault' && c.trade === 'plumber').length);
    // The safety layer gives every hazard its advice and the on-call number, and no other message.
    expect(r.corpus.hazards).toBe(corpus.filter((c) => c.hazard).length);
    expect(r.corpus.hazardAdvice).toBe(r.corpus.hazards);
    expect(r.corpus.falseAdvice).toBe(0);

    const dialogue = spread(CASES, 6);
    expect(r.dialogue.cases).toBe(6);
    expect(r.dialogue.filed).toBe(6);
    expect(r.dialogue.trade).toBeCloseTo(dialogue.filter((c) => c.trade === 'plumber').length / 6);
    expect(r.dialogue.hazardRecall).toBe(1);
    // First message, the answers to since when and access, yes: filed on the third turn.
    expect(r.dialogue.medianTurns).toBe(3);
    expect(r.dialogue.wrongField).toBe(0);

    const printed = lines.join('\n');
    expect(printed).toContain('Frozen test set through provider openai: 6 messages');
    expect(printed).toContain('Assistant evaluation: 6 cases');
    expect(printed).toContain('provider openai');
    expect(printed).toContain('Held-out');
  });

  it('counts a filed non-fault, and nothing filed by a model that only asks', async () => {
    const test = loadCorpus('test');
    const picked = [
      test.find((c) => c.category === 'nonfault')!,
      test.find((c) => c.hazard === 'water')!,
      test.find((c) => c.category === 'fault' && !c.hazard && c.trade === 'plumber')!,
    ];
    const provider = withSafetyLayer(
      createOpenAiProvider({ baseUrl: llm.url, model: 'fake', timeoutMs: 5000 }),
    );
    llm.otherwise(dispatcher);
    const filing = await measureProviderCorpus(picked, provider, 2);
    expect(filing).toMatchObject({
      nonfaults: 1,
      nonfaultsFiled: 1,
      faultsFiled: 2,
      hazardAdvice: 1,
      falseAdvice: 0,
    });
    expect(filing.trade).toBe(1 + (picked[1]!.trade === 'plumber' ? 1 : 0));

    llm.otherwise(() => text('Kan du berätta mer?'));
    const asking = await measureProviderCorpus(picked, provider, 2);
    expect(asking).toMatchObject({ nonfaultsFiled: 0, faultsFiled: 0, trade: 0, hazardAdvice: 1 });
  });

  it('spreads a limit over the whole set, and takes all without one', () => {
    const xs = Array.from({ length: 10 }, (_, i) => i);
    expect(spread(xs, 4)).toEqual([0, 2, 5, 7]);
    expect(spread(xs)).toEqual(xs);
    expect(spread(xs, 20)).toEqual(xs);
  });
});
