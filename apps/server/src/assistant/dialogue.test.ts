import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatter } from '../test/chat-client';
import { client } from '../test/http-client';
import { createReportWorld } from '../test/report-world';
import { startTestServer, type TestServer } from '../test/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** A tenant of a fresh Swedish organisation, with a conversation open. */
async function tenantChat(reportLanguage: 'sv' | 'en' = 'sv') {
  const w = await createReportWorld(server.db, { reportLanguage });
  const c = chatter(server.url, w.tenant.token);
  await c.open();
  return { w, c };
}

const reportsOf = async (token: string) =>
  (await client(server.url).get('/api/reports', { token })).body.total as number;

describe('the reporter can leave or restart the conversation at any point', () => {
  it('"avbryt" (and typos, English) ends it without a report; a button starts a new one; later words file nothing', async () => {
    for (const word of ['avbryt', 'Avbyrt!', 'glöm det', 'never mind', 'cancel please', 'stopp']) {
      const { w, c } = await tenantChat();
      await c.say('Kranen i köket droppar');
      const r = await c.say(word);
      expect(r.message.content, word).toMatch(/avbrutit|cancelled/);
      expect(r.message.action, word).toMatchObject({ kind: 'newReport' });
      expect(r.session.status).toBe('completed');
      expect(r.session.reportId).toBeNull();
      expect(r.report).toBeUndefined();
      const after = await c.say('Ja, skicka in');
      expect(after.report).toBeUndefined();
      expect(await reportsOf(w.tenant.token)).toBe(0);
    }
    const { c } = await tenantChat();
    await c.say('The kitchen tap is dripping');
    const en = await c.say('Cancel');
    expect(en.message.content).toContain('No report has been filed');
    expect(en.message.action).toEqual({ kind: 'newReport', label: 'File a new report' });
  });

  it('a message that only mentions the words is not a command', async () => {
    const { c } = await tenantChat();
    const r = await c.say('Jag kan inte avbryta diskmaskinen, den står och pumpar vatten hela tiden');
    expect(r.session.status).toBe('active');
    expect(r.message.action).toBeUndefined();
  });

  it('"börja om" forgets what was said and asks the first question again, in the middle of a question too', async () => {
    const { w, c } = await tenantChat();
    await c.say('Kranen i köket droppar');
    let r = await c.say('börja omm');
    expect(r.message.content).toContain('vi börjar om');
    expect(r.message.content).toContain('Vad är det som har gått sönder');
    expect(r.session.status).toBe('active');
    r = await c.say('Elementet i sovrummet är kallt');
    expect(r.message.content).toContain('element');
    expect(r.message.content).not.toContain('kran');
    await c.say('I går, huvudnyckel går bra');
    r = await c.say('Ja, skicka in');
    expect(r.report.whatBroke.toLowerCase()).not.toContain('kran');
    expect(await reportsOf(w.tenant.token)).toBe(1);
  });
});

describe('a way out after two misunderstandings in a row', () => {
  it('the likely answers, start over, cancel and the form carrying over what is known', async () => {
    const { w, c } = await tenantChat();
    await c.say('Elementet i sovrummet är kallt');
    let r = await c.say('blå');
    expect(r.message.content).toContain('förstod jag inte');
    expect(r.message.action).toBeUndefined();
    r = await c.say('grön');
    expect(r.message.suggestions).toEqual([
      'I dag',
      'I går',
      'Några dagar',
      'Vet inte',
      'Börja om',
      'Avbryt',
    ]);
    expect(r.message.action).toMatchObject({
      kind: 'openForm',
      label: 'Skriv en anmälan i formuläret',
      values: {
        propertyId: w.propertyId,
        premisesId: w.premisesId,
        description: 'Elementet i sovrummet är kallt',
      },
    });
    expect(r.message.action.values.whatBroke).toMatch(/element/i);
    // Kept with the message, so a resumed conversation shows it again.
    const stored = (await c.messages()).at(-1);
    expect(stored?.action).toEqual(r.message.action);
    // One misunderstanding after a good answer does not count the old ones.
    r = await c.say('I går');
    expect(r.message.action).toBeUndefined();
  });

  it('"Vad vill du ändra?" and the yes/no of the summary get the way out too', async () => {
    const { c } = await tenantChat('en');
    await c.say('The radiator in the bedroom is cold');
    await c.say('Since yesterday, master key is fine');
    await c.say('No');
    await c.say('hmm');
    const r = await c.say('hmm');
    expect(r.message.action).toMatchObject({ kind: 'openForm', label: 'Write the report in the form' });
    expect(r.message.suggestions).toEqual(expect.arrayContaining(['Start over', 'Cancel']));
  });
});

describe('answers land in their own field', () => {
  it('"sedan i går, huvudnyckel går bra" asked what is wrong is never the title; both are kept', async () => {
    const { c } = await tenantChat();
    let r = await c.say('sedan i går, huvudnyckel går bra');
    expect(r.message.content).toContain('vad är det som har gått sönder');
    r = await c.say('Diskmaskinen läcker vatten');
    expect(r.message.content).toContain('Så här blir anmälan');
    r = await c.say('Ja, skicka in');
    expect(r.report.whatBroke).not.toMatch(/sedan|går bra/i);
    expect(r.report.description).toContain('Sedan: i går');
    // Access is its own field of the errand, not a line of the description.
    expect(r.report.access).toContain('huvudnyckel går bra');
  });

  it('access answers keep phone numbers and "ring mig så kommer jag" as typed', async () => {
    const { c } = await tenantChat();
    await c.say('Elementet i sovrummet är kallt');
    await c.say('i går');
    let r = await c.say('Ring mig på 070-123 45 67 så kommer jag och öppnar');
    expect(r.message.content).toContain('070-123 45 67');
    r = await c.say('Ja, skicka in');
    expect(r.report.access).toContain('Ring mig på 070-123 45 67 så kommer jag och öppnar');

    const second = await tenantChat();
    await second.c.say('Elementet i sovrummet är kallt');
    await second.c.say('sedan i går, ring mig så kommer jag');
    r = await second.c.say('Ja, skicka in');
    expect(r.report.access).toContain('ring mig så kommer jag');
  });

  it("a tenant's own front door stays their premises; the building's street door is the entrance", async () => {
    for (const text of [
      'Ytterdörren går inte att låsa',
      'Min ytterdörr kärvar',
      'Dörren till lägenheten går inte att låsa',
    ]) {
      const { w, c } = await tenantChat();
      await c.say(text);
      await c.say('i går, huvudnyckel går bra');
      const r = await c.say('Ja, skicka in');
      expect(r.report?.premisesId, text).toBe(w.premisesId);
    }
    const { c } = await tenantChat();
    await c.say('Porten går inte att låsa');
    const r = await c.say('i går');
    const filed = r.report ?? (await c.say('Ja, skicka in')).report;
    expect(filed.premisesId).toBeNull();
  });
});

describe('an unfinished conversation is carried on', () => {
  it('GET /api/chat-sessions/current: the latest active one; none once filed or cancelled; only your own', async () => {
    const { w, c } = await tenantChat();
    const api = client(server.url);
    await c.say('Kranen i köket droppar');
    let cur = await api.get('/api/chat-sessions/current', { token: w.tenant.token });
    expect(cur.status).toBe(200);
    expect(cur.body.session).toMatchObject({ id: c.sessionId, status: 'active' });
    // Another tenant has none of theirs.
    const other = await api.get('/api/chat-sessions/current', { token: w.otherTenant.token });
    expect(other.body).toEqual({ session: null });
    // The conversation carries on where it was: the next answer answers the pending question.
    const r = await c.say('i går, huvudnyckel går bra');
    expect(r.message.content).toContain('Så här blir anmälan');
    await c.say('avbryt');
    cur = await api.get('/api/chat-sessions/current', { token: w.tenant.token });
    expect(cur.body).toEqual({ session: null });
    expect((await api.get('/api/chat-sessions/current', {})).status).toBe(401);
  });
});
