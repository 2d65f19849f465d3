import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatter } from '../test/chat-client';
import { createOrganisation, createUser } from '../test/factories';
import { client } from '../test/http-client';
import {
  createPremises,
  createProperty,
  createReportWorld,
  linkTenant,
  type ReportWorld,
  reportBody,
} from '../test/report-world';
import { startTestServer, type TestServer } from '../test/test-server';

let server: TestServer;
let sv: ReportWorld;

beforeAll(async () => {
  server = await startTestServer();
  sv = await createReportWorld(server.db, { reportLanguage: 'sv', address: 'Kvarngatan 7' });
});
afterAll(() => server?.close());

describe('the built-in interviewer files reports', () => {
  it('Swedish: one premises is picked by itself; trade, priority, place and language are right', async () => {
    const c = chatter(server.url, sv.tenant.token);
    await c.open();
    let r = await c.say('Kranen i köket läcker');
    expect(r.message.role).toBe('assistant');
    expect(r.message.content).toContain('Jag har noterat platsen: Kvarngatan 7, Uppsala – Lgh 1101');
    expect(r.message.content).toContain('Kan du beskriva felet lite närmare?');
    expect(r.session.title).toBe('Kranen i köket läcker');
    r = await c.say('Det droppar hela tiden från blandaren');
    expect(r.message.content).toBe('Sedan när har det varit så?');
    r = await c.say('Sedan i förrgår');
    expect(r.message.content).toContain('Hur brådskande är det?');
    r = await c.say('Ganska bråttom, gärna idag');
    expect(r.message.content).toContain('Hur kommer hantverkaren in?');
    r = await c.say('Ring mig först på 070-123 45 67');
    expect(r.message.content).toContain('Så här ser anmälan ut');
    expect(r.message.content).toContain('Yrke: Rörmokare');
    expect(r.message.content).toContain('Prioritet: Hög');
    expect(r.report).toBeUndefined();
    r = await c.say('Ja');
    expect(r.message.content).toContain('Felanmälan är gjord');
    expect(r.outcome).toBe('created');
    expect(r.report).toMatchObject({
      trade: 'plumber',
      priority: 'High',
      status: 'Open',
      propertyId: sv.propertyId,
      premisesId: sv.premisesId,
      language: 'sv',
      chatSessionId: c.sessionId,
      reporter: sv.tenant.id,
    });
    expect(r.report.whatBroke).toBe('Rörmokare: Kranen i köket läcker');
    expect(r.report.description).toContain('Beskrivning: ”Det droppar hela tiden från blandaren”');
    expect(r.report.description).toContain('Tillträde: ”Ring mig först på 070-123 45 67”');
    expect(r.session).toMatchObject({ status: 'completed', reportId: r.report.id });

    // The report is a real one, readable through the reports API.
    const got = await client(server.url).get(`/api/reports/${r.report.id}`, { token: sv.tenant.token });
    expect(got.status).toBe(200);
    expect(got.body.chatSessionId).toBe(c.sessionId);

    // The whole conversation is kept, oldest first; a later message does not file again.
    r = await c.say('Tack!');
    expect(r.message.content).toContain('redan blivit ett ärende');
    expect(r.report).toBeUndefined();
    const messages = await c.messages();
    expect(messages).toHaveLength(14);
    expect(messages[0]).toMatchObject({ role: 'user', content: 'Kranen i köket läcker' });
    expect(messages[1].role).toBe('assistant');
  });

  it('English writer in a Swedish-reporting organisation: English questions, Swedish report; asks where among several', async () => {
    const tenant = await createUser(server.db, {
      role: 'PropertyTenant',
      organisationId: sv.org.id,
      locale: 'sv',
    });
    const storage = await createPremises(server.db, sv.org.id, sv.propertyId, 'Förråd 12');
    await linkTenant(server.db, sv.otherPremisesId, tenant.id);
    await linkTenant(server.db, storage, tenant.id);
    const c = chatter(server.url, tenant.token);
    await c.open();
    let r = await c.say('There is a gas leak in the kitchen, the stove smells of gas');
    expect(r.message.content).toContain('Where is it? Answer with the number or the address:');
    expect(r.message.content).toContain('Lgh 1102');
    expect(r.message.content).toContain('Förråd 12');
    r = await c.say('Somewhere else');
    expect(r.message.content).toContain("I couldn't match that");
    r = await c.say('lgh 1102');
    expect(r.message.content).toContain("I've noted the place: Kvarngatan 7, Uppsala – Lgh 1102");
    expect(r.message.content).toContain('Can you describe the problem in a bit more detail?');
    r = await c.say('It smells strongly of gas near the stove');
    r = await c.say('Since this morning');
    r = await c.say('It is urgent');
    r = await c.say('I am at home, just ring the bell');
    expect(r.message.content).toContain('Here is the errand I will file');
    expect(r.message.content).toContain('Priority: Urgent');
    r = await c.say('No');
    expect(r.message.content).toContain('What would you like to change?');
    r = await c.say('access');
    expect(r.message.content).toContain('How can the contractor get in?');
    r = await c.say('The master key is fine');
    expect(r.message.content).toContain('Access: The master key is fine');
    r = await c.say('yes');
    expect(r.message.content).toContain('The errand has been filed as number #');
    expect(r.report).toMatchObject({
      priority: 'Urgent',
      premisesId: sv.otherPremisesId,
      language: 'sv',
    });
    expect(r.report.description).toContain('Tillträde: ”The master key is fine”');
    expect(r.report.description).toContain('Beskrivning: ”It smells strongly of gas near the stove”');
  });

  it('English organisation, Swedish writer: Swedish questions, English report', async () => {
    const en = await createReportWorld(server.db, { reportLanguage: 'en', address: 'Baker Street 221' });
    const c = chatter(server.url, en.tenant.token, { 'accept-language': 'en' });
    await c.open();
    let r = await c.say('Elementen i sovrummet är kalla');
    expect(r.message.content).toContain('Kan du beskriva felet');
    for (const answer of [
      'Det är kallt i hela lägenheten',
      'Sedan i måndags',
      'Inte akut',
      'Använd huvudnyckel',
    ])
      r = await c.say(answer);
    r = await c.say('ja');
    expect(r.report).toMatchObject({ trade: 'heating', priority: 'Low', language: 'en' });
    expect(r.report.whatBroke).toBe('Heating: Elementen i sovrummet är kalla');
    expect(r.report.description).toContain('Description: “Det är kallt i hela lägenheten”');
  });

  it('an open report of the same trade at the same place is offered; yes adds a note instead of a duplicate', async () => {
    const api = client(server.url);
    const w = await createReportWorld(server.db, { address: 'Dubbelgatan 3' });
    const open = await api.post('/api/reports', reportBody(w), { token: w.tenant.token });
    expect(open.status).toBe(201);
    const c = chatter(server.url, w.tenant.token);
    await c.open();
    let r = await c.say('Köksblandaren läcker igen');
    for (const answer of ['Nu droppar det ännu mer', 'Sedan i går kväll', 'Normal', 'Ring först'])
      r = await c.say(answer);
    expect(r.message.content).toContain('Det finns redan ett öppet ärende');
    expect(r.message.content).toContain('Kranen droppar');
    r = await c.say('Ja tack');
    expect(r.outcome).toBe('noted');
    expect(r.report.id).toBe(open.body.id);
    expect(r.message.content).toContain('har lagts till i det öppna ärendet');
    expect(r.session).toMatchObject({ status: 'completed', reportId: open.body.id });

    const detail = await api.get(`/api/reports/${open.body.id}`, { token: w.manager.token });
    const note = detail.body.actions.find((a: { kind: string }) => a.kind === 'note');
    expect(note.note).toContain('”Köksblandaren läcker igen”');
    const all = await api.get(`/api/reports?propertyId=${w.propertyId}`, { token: w.manager.token });
    expect(all.body.total).toBe(1);
  });

  it('declining the offer files a new report', async () => {
    const api = client(server.url);
    const w = await createReportWorld(server.db, { address: 'Nejgatan 4' });
    await api.post('/api/reports', reportBody(w), { token: w.tenant.token });
    const c = chatter(server.url, w.tenant.token);
    await c.open();
    for (const answer of ['Toaletten är stopp', 'Spolar inte', 'Sedan i dag', 'Normal', 'Huvudnyckel'])
      await c.say(answer);
    let r = await c.say('Nej');
    expect(r.message.content).toContain('Så här ser anmälan ut');
    r = await c.say('ja');
    expect(r.outcome).toBe('created');
    const all = await api.get(`/api/reports?propertyId=${w.propertyId}`, { token: w.manager.token });
    expect(all.body.total).toBe(2);
  });

  it('an admin picks a property by address among all organisations', async () => {
    const admin = await createUser(server.db, { role: 'Admin' });
    const org = await createOrganisation(server.db, { reportLanguage: 'en' });
    const propertyId = await createProperty(server.db, org.id, 'Unikvägen 99');
    const c = chatter(server.url, admin.token);
    await c.open();
    let r = await c.say('Hissen har fastnat mellan två våningar');
    expect(r.message.content).toContain('Vilken fastighet gäller det?');
    r = await c.say('Finnsinte 1');
    expect(r.message.content).toContain('Jag hittade ingen fastighet');
    r = await c.say('Unikvägen');
    expect(r.message.content).toContain('Jag har noterat platsen: Unikvägen 99');
    for (const answer of ['Folk sitter fast', 'Sedan nyss', 'Akut', 'Portkod 1234']) r = await c.say(answer);
    r = await c.say('ja');
    expect(r.report).toMatchObject({
      trade: 'elevator',
      priority: 'Urgent',
      propertyId,
      premisesId: null,
      language: 'en',
    });
  });

  it('a manager without any property is told so and nothing is filed', async () => {
    const org = await createOrganisation(server.db);
    const manager = await createUser(server.db, { role: 'PropertyManager', organisationId: org.id });
    const c = chatter(server.url, manager.token);
    await c.open();
    const r = await c.say('Lampan i trapphuset är trasig');
    expect(r.message.content).toContain('Jag hittar ingen lokal eller fastighet');
    expect(r.report).toBeUndefined();
  });
});
