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
  await server.db.query(`UPDATE organisations SET on_call_phone = '08-555 000 11' WHERE id = $1`, [
    sv.org.id,
  ]);
});
afterAll(() => server?.close());

describe('the built-in interviewer files reports', () => {
  it('Swedish: understands the first message, asks only what is missing, files in three turns', async () => {
    const c = chatter(server.url, sv.tenant.token);
    await c.open();
    let r = await c.say('Kranen i köket droppar hela tiden');
    expect(r.message.role).toBe('assistant');
    expect(r.message.content).toContain('Jag förstår: droppande kran i köket.');
    expect(r.message.content).toContain('Jag har noterat platsen: Kvarngatan 7, Uppsala – Lgh 1101');
    expect(r.message.content).not.toContain('beskriva felet');
    expect(r.message.content).toContain('Sedan när är det så, och hur kommer frilansaren in?');
    expect(r.message.suggestions).toEqual(['I dag', 'I går', 'Några dagar', 'Vet inte']);
    expect(r.session.title).toBe('Kranen i köket droppar hela tiden');
    r = await c.say('Sedan i förrgår, ring mig först på 070-123 45 67');
    expect(r.message.content).toContain('Så här blir anmälan');
    expect(r.message.content).toContain('Droppande kran i köket');
    expect(r.message.content).toContain('Yrke: Rörmokare');
    expect(r.message.content).toContain('Brådska: Normal');
    expect(r.message.suggestions).toEqual([
      'Ja, skicka in',
      'Kom när som helst med huvudnyckel',
      'Ändra något',
    ]);
    expect(r.report).toBeUndefined();
    r = await c.say('Ja, skicka in');
    expect(r.message.content).toContain('Felanmälan är gjord');
    expect(r.outcome).toBe('created');
    expect(r.report).toMatchObject({
      trade: 'plumber',
      priority: 'Normal',
      status: 'Open',
      propertyId: sv.propertyId,
      premisesId: sv.premisesId,
      language: 'sv',
      chatSessionId: c.sessionId,
      reporter: sv.tenant.id,
      whatBroke: 'Droppande kran i köket',
    });
    expect(r.report.description).toContain('Fel: Kranen i köket droppar hela tiden.');
    expect(r.report.description).toContain('Plats: Kvarngatan 7, Uppsala – Lgh 1101, köket');
    expect(r.report.description).toContain('Sedan: Sedan i förrgår');
    // How to get in is a field of its own, out of the description the marketplace reads.
    expect(r.report.access).toBe('ring mig först på 070-123 45 67');
    expect(r.report.description).not.toContain('070-123');
    expect(r.session).toMatchObject({ status: 'completed', reportId: r.report.id });

    // The report is a real one, readable through the reports API, linked to the chat.
    const got = await client(server.url).get(`/api/reports/${r.report.id}`, { token: sv.tenant.token });
    expect(got.status).toBe(200);
    expect(got.body.chatSessionId).toBe(c.sessionId);

    // The whole conversation is kept with its quick replies; a later message does not file again.
    r = await c.say('Tack!');
    expect(r.message.content).toContain('redan blivit ett ärende');
    expect(r.report).toBeUndefined();
    const messages = await c.messages();
    expect(messages).toHaveLength(8);
    expect(messages[0]).toMatchObject({
      role: 'user',
      content: 'Kranen i köket droppar hela tiden',
      suggestions: [],
    });
    expect(messages[1].suggestions).toEqual(['I dag', 'I går', 'Några dagar', 'Vet inte']);
  });

  it('a gas smell in the stairwell: advice and the on-call number first, a common area, Urgent', async () => {
    const c = chatter(server.url, sv.otherTenant.token);
    await c.open();
    let r = await c.say('Det luktar gas i trapphuset');
    expect(r.message.content).toMatch(/^⚠ Gaslukt är farligt\. Lämna lokalen nu/);
    expect(r.message.content).toContain('Ring jouren: 08-555 000 11.');
    expect(r.message.content).toContain('Jag har noterat platsen: Kvarngatan 7, Uppsala.');
    r = await c.say('Sedan en timme');
    // An answer that says otherwise cannot lower a hazard's priority.
    r = await c.say('Det är inte akut');
    expect(r.message.content).toContain('Brådskan står kvar på akut eftersom det gäller en säkerhetsrisk.');
    expect(r.message.content).toContain('Brådska: Akut');
    r = await c.say('ja');
    expect(r.report).toMatchObject({
      priority: 'Urgent',
      premisesId: null,
      propertyId: sv.propertyId,
      whatBroke: 'Gaslukt i trapphuset',
    });
    expect(r.report.description).toContain('Brådska: Akut – säkerhetsrisk (gaslukt)');
  });

  it('English writer with several premises picks from suggestions; Swedish report; answers are checked', async () => {
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
    let r = await c.say('The fridge in the kitchen has stopped cooling');
    expect(r.message.content).toContain('Where is it?');
    expect(r.message.suggestions).toEqual(expect.arrayContaining(['Lgh 1102', 'Förråd 12']));
    r = await c.say('Somewhere else');
    expect(r.message.content).toContain("I couldn't match that");
    r = await c.say('Lgh 1102');
    expect(r.message.content).toContain("I've noted the place: Kvarngatan 7, Uppsala – Lgh 1102");
    r = await c.say('asdf');
    expect(r.message.content).toContain("I didn't quite get that.");
    expect(r.message.content).toContain('For example');
    r = await c.say('Since this morning');
    expect(r.message.content).toContain('How can the contractor get in?');
    expect(r.message.suggestions).toEqual(['The master key is fine', 'Call me first', "I'm at home"]);
    r = await c.say('actually it is the freezer, not the fridge, and I am at home');
    expect(r.message.content).toContain('Here is the report I will file');
    r = await c.say('No');
    expect(r.message.content).toContain('What would you like to change?');
    r = await c.say('the access');
    r = await c.say('The master key is fine');
    expect(r.message.content).toContain('Access: the master key is fine');
    r = await c.say('yes');
    expect(r.report).toMatchObject({
      trade: 'appliance',
      priority: 'High',
      premisesId: sv.otherPremisesId,
      language: 'sv',
    });
    expect(r.report.whatBroke).toBe('Kylskåpet fungerar inte i köket');
    expect(r.report.access).toBe('huvudnyckel går bra');
    expect(r.report.description).not.toContain('asdf');
  });

  it('English organisation, Swedish writer: Swedish questions, English report', async () => {
    const en = await createReportWorld(server.db, { reportLanguage: 'en', address: 'Baker Street 221' });
    const c = chatter(server.url, en.tenant.token, { 'accept-language': 'en' });
    await c.open();
    let r = await c.say('Elementen i sovrummet är kalla, ingen brådska');
    // Cold radiators make a cold home likely: the one safety question comes first, in Swedish too.
    expect(r.message.content).toContain('17 grader');
    r = await c.say('nej');
    expect(r.message.content).toContain('Sedan när');
    r = await c.say('Sedan i måndags, använd huvudnyckel');
    r = await c.say('ja');
    expect(r.report).toMatchObject({ trade: 'heating', priority: 'Low', language: 'en' });
    expect(r.report.whatBroke).toBe('Cold radiators in the bedroom');
    expect(r.report.description).toContain('Fault: Elementen i sovrummet är kalla, ingen brådska.');
    expect(r.report.access).toBe('the master key is fine');
  });

  it('the open report of the same fault is offered early with a human date; adding notes it', async () => {
    const api = client(server.url);
    const w = await createReportWorld(server.db, { address: 'Dubbelgatan 3' });
    const sink = await api.post(
      '/api/reports',
      reportBody(w, { whatBroke: 'Läckage under diskbänken', description: 'Det är blött under diskbänken.' }),
      { token: w.tenant.token },
    );
    const tap = await api.post('/api/reports', reportBody(w, { whatBroke: 'Droppande kran i köket' }), {
      token: w.tenant.token,
    });
    expect(tap.status).toBe(201);
    const c = chatter(server.url, w.tenant.token);
    await c.open();
    let r = await c.say('Det droppar från kranen i köket');
    expect(r.message.content).toContain(
      `Det finns redan en anmälan om det här: #${tap.body.number} ”Droppande kran i köket” (öppen, anmäld i dag)`,
    );
    expect(r.message.suggestions).toEqual([`Lägg till i #${tap.body.number}`, 'Gör en ny anmälan']);
    r = await c.say(`Lägg till i #${tap.body.number}`);
    expect(r.outcome).toBe('noted');
    expect(r.report.id).toBe(tap.body.id);
    expect(r.message.content).toContain('har lagts till i ärende');
    expect(r.session).toMatchObject({ status: 'completed', reportId: tap.body.id });
    const detail = await api.get(`/api/reports/${tap.body.id}`, { token: w.manager.token });
    const note = detail.body.actions.find((a: { kind: string }) => a.kind === 'note');
    expect(note.note).toContain('Det droppar från kranen i köket');
    const other = await api.get(`/api/reports/${sink.body.id}`, { token: w.manager.token });
    expect(other.body.actions.some((a: { kind: string }) => a.kind === 'note')).toBe(false);
  });

  it('declining the offer files a new report; a closed report is never offered', async () => {
    const api = client(server.url);
    const w = await createReportWorld(server.db, { address: 'Nejgatan 4' });
    await api.post('/api/reports', reportBody(w, { whatBroke: 'Stopp i toaletten' }), {
      token: w.tenant.token,
    });
    const c = chatter(server.url, w.tenant.token);
    await c.open();
    let r = await c.say('Toaletten är stopp');
    expect(r.message.content).toContain('Det finns redan en anmälan');
    r = await c.say('Gör en ny anmälan');
    expect(r.message.content).toContain('Sedan när');
    r = await c.say('Sedan i dag. Huvudnyckel');
    r = await c.say('ja');
    expect(r.outcome).toBe('created');
    const all = await api.get(`/api/reports?propertyId=${w.propertyId}`, { token: w.manager.token });
    expect(all.body.total).toBe(2);

    await server.db.query(`UPDATE reports SET status = 'Closed', closed_at = now() WHERE property_id = $1`, [
      w.propertyId,
    ]);
    const d = chatter(server.url, w.tenant.token);
    await d.open();
    r = await d.say('Toaletten är stopp igen');
    expect(r.message.content).not.toContain('Det finns redan en anmälan');
  });

  it('an admin picks a property by address among all organisations', async () => {
    const admin = await createUser(server.db, { role: 'Admin' });
    const org = await createOrganisation(server.db, { reportLanguage: 'en' });
    const propertyId = await createProperty(server.db, org.id, 'Unikvägen 99');
    const c = chatter(server.url, admin.token);
    await c.open();
    let r = await c.say('Hissen har fastnat mellan två våningar');
    expect(r.message.content).toContain('larmknapp');
    expect(r.message.content).toContain('Vilken fastighet gäller det?');
    r = await c.say('Finnsinte 1');
    expect(r.message.content).toContain('Jag hittade ingen fastighet');
    r = await c.say('Unikvägen');
    expect(r.message.content).toContain('Jag har noterat platsen: Unikvägen 99');
    r = await c.say('Sedan nyss');
    r = await c.say('ja');
    expect(r.report).toMatchObject({
      trade: 'elevator',
      priority: 'Urgent',
      propertyId,
      premisesId: null,
      language: 'en',
      whatBroke: 'Person stuck in the lift',
    });
  });

  it('a manager chooses the premises from suggestions', async () => {
    const c = chatter(server.url, sv.manager.token);
    await c.open();
    let r = await c.say('Elementet i sovrummet är kallt');
    expect(r.message.content).toContain('Jag har noterat platsen: Kvarngatan 7, Uppsala.');
    expect(r.message.content).toContain('Gäller det någon av dina lokaler eller ett gemensamt utrymme?');
    expect(r.message.suggestions).toEqual(
      expect.arrayContaining(['Lgh 1101', 'Lgh 1102', 'Gemensamt utrymme']),
    );
    r = await c.say('Lgh 1102');
    expect(r.message.content).toContain('Jag har noterat platsen: Kvarngatan 7, Uppsala – Lgh 1102');
    r = await c.say('Sedan i går, ring hyresgästen först');
    r = await c.say('ja');
    expect(r.report).toMatchObject({
      premisesId: sv.otherPremisesId,
      trade: 'heating',
      whatBroke: 'Kalla element i sovrummet',
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
