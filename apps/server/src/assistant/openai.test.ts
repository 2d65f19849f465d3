import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFiled, openChat } from '../test/chat-client';
import { lastToolResult, startFakeLlm, text, toolCall } from '../test/fake-llm';
import { client } from '../test/http-client';
import { createReportWorld, type ReportWorld } from '../test/report-world';
import { startTestServer, type TestServer } from '../test/test-server';

let llm: Awaited<ReturnType<typeof startFakeLlm>>;
let server: TestServer;
let w: ReportWorld;
let other: ReportWorld;

beforeAll(async () => {
  llm = await startFakeLlm();
  server = await startTestServer({
    // Long enough for a loaded machine to answer a scripted call (700 ms was not, under CI's
    // parallel load), short enough for the hanging model below to time out well within its test.
    env: { LLM_BASE_URL: llm.url, LLM_MODEL: 'test-model', LLM_API_KEY: 'sk-test', LLM_TIMEOUT_MS: '3000' },
  });
  w = await createReportWorld(server.db, { reportLanguage: 'sv', address: 'Modellgatan 1' });
  other = await createReportWorld(server.db, { address: 'Annangatan 2' });
});
afterAll(async () => {
  await server?.close();
  await llm?.close();
});

/** The model files a report of Normal priority at the world's property and first premises. */
const submitAt = (world: ReportWorld, fields: { whatBroke: string; description: string; trade: string }) =>
  toolCall('submit_report', {
    propertyId: world.propertyId,
    premisesId: world.premisesId,
    priority: 'Normal',
    ...fields,
  });

describe('an OpenAI-compatible model with tool calls', () => {
  it('interviews, looks for duplicates and files through the report service', async () => {
    const c = await openChat(server.url, w.tenant.token);
    let place: { propertyId: string; premisesId: string } | undefined;
    llm.script(
      () => toolCall('list_my_places', {}),
      (req) => {
        const places = lastToolResult(req);
        expect(places).toEqual([
          {
            propertyId: w.propertyId,
            premisesId: w.premisesId,
            label: 'Modellgatan 1, Uppsala – Lgh 1101',
            reportLanguage: 'sv',
          },
        ]);
        place = { propertyId: places[0].propertyId, premisesId: places[0].premisesId };
        return toolCall('find_open_reports', { ...place, trade: 'plumber' });
      },
      (req) => {
        expect(lastToolResult(req)).toEqual([]);
        return text('Kranen läcker i Lgh 1101, rörmokare, hög prioritet. Ska jag skicka in anmälan?');
      },
    );
    let r = await c.say('Kranen i köket läcker, sedan i går, ring först');
    expect(r.message.content).toBe(
      'Kranen läcker i Lgh 1101, rörmokare, hög prioritet. Ska jag skicka in anmälan?',
    );
    expect(r.report).toBeUndefined();

    const first = llm.requests.at(-3)!;
    expect(first.path).toBe('/v1/chat/completions');
    expect(first.headers.authorization).toBe('Bearer sk-test');
    expect(first.body.model).toBe('test-model');
    expect(first.body.tools.map((t: { function: { name: string } }) => t.function.name)).toEqual([
      'list_my_places',
      'find_open_reports',
      'submit_report',
      'add_note_to_report',
    ]);
    expect(first.body.messages[0].role).toBe('system');
    expect(first.body.messages.at(-1)).toEqual({
      role: 'user',
      content: 'Kranen i köket läcker, sedan i går, ring först',
    });

    llm.script(
      (req) => {
        // The earlier turn is in the history the model sees.
        expect(req.body.messages.map((m: { role: string }) => m.role)).toEqual([
          'system',
          'user',
          'assistant',
          'user',
        ]);
        return toolCall('submit_report', {
          ...place,
          whatBroke: 'Läckande kran i köket',
          description: 'Anmälaren: ”Kranen i köket läcker, sedan i går, ring först”',
          trade: 'plumber',
          priority: 'High',
          timesNote: 'Vardagar efter 16',
        });
      },
      (req) => {
        expect(lastToolResult(req)).toMatchObject({ ok: true });
        return text('Klart! Anmälan är gjord.');
      },
    );
    r = await c.say('Ja');
    expect(r.message.content).toBe('Klart! Anmälan är gjord.');
    expectFiled(r, c, {
      whatBroke: 'Läckande kran i köket',
      trade: 'plumber',
      priority: 'High',
      premisesId: w.premisesId,
      language: 'sv',
    });
    // The times the reporter gave are offered with the report.
    const [times] = await server.db.query<{ note: string; anyTime: boolean }>(
      'SELECT note, any_time FROM report_time_offers WHERE report_id = $1',
      [r.report.id],
    );
    expect(times).toEqual({ note: 'Vardagar efter 16', anyTime: false });
    const usage = await server.db.query<{ messages: number; tokens: number }>(
      'SELECT messages, tokens FROM assistant_usage WHERE user_id = $1',
      [w.tenant.id],
    );
    expect(usage[0]).toMatchObject({ messages: 2, tokens: 110 + 110 + 120 + 110 + 120 });
  });

  it("refuses a tool call naming another organisation's property; the model is told and nothing is filed", async () => {
    const c = await openChat(server.url, w.tenant.token);
    llm.script(
      () => submitAt(other, { whatBroke: 'Trasig lampa', description: 'x', trade: 'electrician' }),
      (req) => {
        const result = lastToolResult(req);
        expect(result.error).toBeTruthy();
        expect(JSON.stringify(result)).not.toContain('Annangatan');
        return text('Det gick inte att skicka in anmälan där.');
      },
      () => toolCall('find_open_reports', { propertyId: other.propertyId, trade: 'electrician' }, true),
      (req) => {
        // Reports elsewhere are not listed either.
        expect(lastToolResult(req)).toEqual([]);
        return toolCall('add_note_to_report', {
          reportId: '00000000-0000-4000-8000-000000000000',
          note: 'hej',
        });
      },
      (req) => {
        expect(lastToolResult(req).error).toBe('not_found');
        return text('Jag kan inte se det ärendet.');
      },
    );
    let r = await c.say('Lampan är trasig på Annangatan 2');
    expect(r.message.content).toBe('Det gick inte att skicka in anmälan där.');
    expect(r.report).toBeUndefined();
    expect(r.session.status).toBe('active');
    r = await c.say('Lägg till i ärendet då');
    expect(r.report).toBeUndefined();
    const theirs = await client(server.url).get(`/api/reports?propertyId=${other.propertyId}`, {
      token: other.manager.token,
    });
    expect(theirs.body.total).toBe(0);
  });

  it('a provider error answers with the error text; the message is kept and the next turn carries on', async () => {
    const c = await openChat(server.url, w.tenant.token);
    llm.script(() => ({ status: 500, body: { error: { message: 'boom' } } }));
    let r = await c.say('Fönstret i sovrummet är trasigt');
    expect(r.failed).toBe(true);
    expect(r.message).toMatchObject({ role: 'assistant', content: 'Fel: Kunde inte få svar.' });
    expect(r.session.status).toBe('active');
    const kept = await c.messages();
    expect(kept.map((m: { content: string }) => m.content)).toEqual([
      'Fönstret i sovrummet är trasigt',
      'Fel: Kunde inte få svar.',
    ]);

    llm.script((req) => {
      // The user's words are kept; the failure text is not fed to the model.
      expect(req.body.messages.slice(1)).toEqual([
        { role: 'user', content: 'Fönstret i sovrummet är trasigt' },
        { role: 'user', content: 'Hallå?' },
      ]);
      return text('Förlåt! Vilket fönster gäller det?');
    });
    r = await c.say('Hallå?');
    expect(r.failed).toBeUndefined();
    expect(r.message.content).toBe('Förlåt! Vilket fönster gäller det?');
  });

  it('a model that does not answer in time: the English error text', async () => {
    const c = await openChat(server.url, w.tenant.token);
    llm.script(() => 'hang');
    const started = Date.now();
    const r = await c.say('The bedroom window is broken');
    // The 3 s timeout ends the wait, not the test's own limit.
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(r).toMatchObject({ failed: true, message: { content: 'Something went wrong' } });
    expect(await c.messages()).toHaveLength(2);
  });

  it('a second message while the first is being answered is refused (409) and not stored', async () => {
    const c = await openChat(server.url, w.tenant.token);
    llm.script(() => 'hang');
    const api = client(server.url);
    const first = api.post(
      '/api/chat-message',
      { sessionId: c.sessionId, content: 'Hissen står still' },
      { token: w.tenant.token },
    );
    // Wait until the model has the first message, then send another.
    while (!llm.requests.some((r) => JSON.stringify(r.body).includes('Hissen står still'))) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const second = await api.post(
      '/api/chat-message',
      { sessionId: c.sessionId, content: 'Hallå?' },
      { token: w.tenant.token },
    );
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe('conflict');
    expect((await first).status).toBe(200);
    const contents = (await c.messages()).map((m: { content: string }) => m.content);
    expect(contents).toEqual(['Hissen står still', 'Fel: Kunde inte få svar.']);
  });

  it('a failure after the report was filed still ends the session with that report', async () => {
    const c = await openChat(server.url, w.tenant.token);
    llm.script(
      () =>
        submitAt(w, {
          whatBroke: 'Trasig ventilation',
          description: 'Fläkten står still',
          trade: 'ventilation',
        }),
      () => ({ status: 503, body: { error: { message: 'overloaded' } } }),
    );
    const r = await c.say('Fläkten i badrummet står still, skicka in det');
    expect(r.failed).toBe(true);
    expect(r.message.content).toBe('Fel: Kunde inte få svar.');
    expectFiled(r, c, { whatBroke: 'Trasig ventilation' });
  });
});
