import { describe, expect, it } from 'vitest';
import { apiSuite } from '../test/api-suite';
import { expectFiled, openChat } from '../test/chat-client';
import { createOrganisation, createUser } from '../test/factories';
import {
  createPremises,
  createProperty,
  createReportWorld,
  linkTenant,
  reportBody,
} from '../test/report-world';

const s = apiSuite(async (db) => ({
  sv: await createReportWorld(db, {
    reportLanguage: 'sv',
    address: 'Kvarngatan 7',
    onCallPhone: '08-555 000 11',
  }),
}));

describe('the built-in interviewer files reports', () => {
  it('Swedish: understands the first message, asks only what is missing, files in three turns', async () => {
    const c = await openChat(s.server.url, s.sv.tenant.token);
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
    expectFiled(r, c, {
      trade: 'plumber',
      priority: 'Normal',
      propertyId: s.sv.propertyId,
      premisesId: s.sv.premisesId,
      language: 'sv',
      reporter: s.sv.tenant.id,
      whatBroke: 'Droppande kran i köket',
    });
    expect(r.report.description).toContain('Fel: Kranen i köket droppar hela tiden.');
    expect(r.report.description).toContain('Plats: Kvarngatan 7, Uppsala – Lgh 1101, köket');
    expect(r.report.description).toContain('Sedan: Sedan i förrgår');
    // How to get in is a field of its own, out of the description the marketplace reads.
    expect(r.report.access).toBe('ring mig först på 070-123 45 67');
    expect(r.report.description).not.toContain('070-123');

    // The report is a real one, readable through the reports API, linked to the chat.
    const got = await s.api.get(`/api/reports/${r.report.id}`, { token: s.sv.tenant.token });
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
    const c = await openChat(s.server.url, s.sv.otherTenant.token);
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
      propertyId: s.sv.propertyId,
      whatBroke: 'Gaslukt i trapphuset',
    });
    expect(r.report.description).toContain('Brådska: Akut – säkerhetsrisk (gaslukt)');
  });

  it('English writer with several premises picks from suggestions; Swedish report; answers are checked', async () => {
    const tenant = await createUser(s.server.db, {
      role: 'PropertyTenant',
      organisationId: s.sv.org.id,
      locale: 'sv',
    });
    const storage = await createPremises(s.server.db, s.sv.org.id, s.sv.propertyId, 'Förråd 12');
    await linkTenant(s.server.db, s.sv.otherPremisesId, tenant.id);
    await linkTenant(s.server.db, storage, tenant.id);
    const c = await openChat(s.server.url, tenant.token);
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
      premisesId: s.sv.otherPremisesId,
      language: 'sv',
    });
    expect(r.report.whatBroke).toBe('Kylskåpet fungerar inte i köket');
    expect(r.report.access).toBe('huvudnyckel går bra');
    expect(r.report.description).not.toContain('asdf');
  });

  it('English organisation, Swedish writer: Swedish questions, English report', async () => {
    const en = await createReportWorld(s.server.db, { reportLanguage: 'en', address: 'Baker Street 221' });
    const c = await openChat(s.server.url, en.tenant.token, { 'accept-language': 'en' });
    const r = await c.talk([
      // Cold radiators make a cold home likely: the one safety question comes first, in Swedish too.
      ['Elementen i sovrummet är kalla, ingen brådska', '17 grader'],
      ['nej', 'Sedan när'],
      ['Sedan i måndags, använd huvudnyckel'],
      ['ja'],
    ]);
    expect(r.report).toMatchObject({ trade: 'heating', priority: 'Low', language: 'en' });
    expect(r.report.whatBroke).toBe('Cold radiators in the bedroom');
    expect(r.report.description).toContain('Fault: Elementen i sovrummet är kalla, ingen brådska.');
    expect(r.report.access).toBe('the master key is fine');
  });

  it('the open report of the same fault is offered early with a human date; adding notes it', async () => {
    const api = s.api;
    const w = await createReportWorld(s.server.db, { address: 'Dubbelgatan 3' });
    const sink = await api.post(
      '/api/reports',
      reportBody(w, { whatBroke: 'Läckage under diskbänken', description: 'Det är blött under diskbänken.' }),
      { token: w.tenant.token },
    );
    const tap = await api.post('/api/reports', reportBody(w, { whatBroke: 'Droppande kran i köket' }), {
      token: w.tenant.token,
    });
    expect(tap.status).toBe(201);
    const c = await openChat(s.server.url, w.tenant.token);
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
    const api = s.api;
    const w = await createReportWorld(s.server.db, { address: 'Nejgatan 4' });
    await api.post('/api/reports', reportBody(w, { whatBroke: 'Stopp i toaletten' }), {
      token: w.tenant.token,
    });
    const c = await openChat(s.server.url, w.tenant.token);
    let r = await c.talk([
      ['Toaletten är stopp', 'Det finns redan en anmälan'],
      ['Gör en ny anmälan', 'Sedan när'],
      ['Sedan i dag. Huvudnyckel'],
      ['ja'],
    ]);
    expect(r.outcome).toBe('created');
    const all = await api.get(`/api/reports?propertyId=${w.propertyId}`, { token: w.manager.token });
    expect(all.body.total).toBe(2);

    await s.server.db.query(
      `UPDATE reports SET status = 'Closed', closed_at = now() WHERE property_id = $1`,
      [w.propertyId],
    );
    const d = await openChat(s.server.url, w.tenant.token);
    r = await d.say('Toaletten är stopp igen');
    expect(r.message.content).not.toContain('Det finns redan en anmälan');
  });

  it('an admin picks a property by address among all organisations', async () => {
    const admin = await createUser(s.server.db, { role: 'Admin' });
    const org = await createOrganisation(s.server.db, { reportLanguage: 'en' });
    const propertyId = await createProperty(s.server.db, org.id, 'Unikvägen 99');
    const c = await openChat(s.server.url, admin.token);
    const first = await c.say('Hissen har fastnat mellan två våningar');
    expect(first.message.content).toContain('larmknapp');
    expect(first.message.content).toContain('Vilken fastighet gäller det?');
    const r = await c.talk([
      ['Finnsinte 1', 'Jag hittade ingen fastighet'],
      ['Unikvägen', 'Jag har noterat platsen: Unikvägen 99'],
      ['Sedan nyss'],
      ['ja'],
    ]);
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
    const c = await openChat(s.server.url, s.sv.manager.token);
    let r = await c.say('Elementet i sovrummet är kallt');
    expect(r.message.content).toContain('Jag har noterat platsen: Kvarngatan 7, Uppsala.');
    expect(r.message.content).toContain('Gäller det någon av dina lokaler eller ett gemensamt utrymme?');
    expect(r.message.suggestions).toEqual(
      expect.arrayContaining(['Lgh 1101', 'Lgh 1102', 'Gemensamt utrymme']),
    );
    r = await c.talk([
      ['Lgh 1102', 'Jag har noterat platsen: Kvarngatan 7, Uppsala – Lgh 1102'],
      ['Sedan i går, ring hyresgästen först'],
      ['ja'],
    ]);
    expect(r.report).toMatchObject({
      premisesId: s.sv.otherPremisesId,
      trade: 'heating',
      whatBroke: 'Kalla element i sovrummet',
    });
  });

  it('a manager without any property is told so and nothing is filed', async () => {
    const org = await createOrganisation(s.server.db);
    const manager = await createUser(s.server.db, { role: 'PropertyManager', organisationId: org.id });
    const c = await openChat(s.server.url, manager.token);
    const r = await c.say('Lampan i trapphuset är trasig');
    expect(r.message.content).toContain('Jag hittar ingen lokal eller fastighet');
    expect(r.report).toBeUndefined();
  });
});
