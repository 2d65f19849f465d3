import { describe, expect, it } from 'vitest';
import { hashToken } from '../../auth/tokens';
import { jpeg } from '../../test/files';
import { createOrgWorld, insertReport } from '../../test/org-world';
import { visitWindow } from '../../test/visit-window';
import { workOrderSuite } from '../../test/work-order-world';

// Scope, withdrawal, resend and decline have their own file (work-orders.scope.test.ts).
const { s, smtp, links, newErrand, send, sendAs, wo, uploadThrough, mailedToken } = workOrderSuite('off');

/**
 * A's manager sends a new errand to `email` under `name`; the errand and the contractor record
 * A's manager then finds by `q`, checked to carry that name.
 */
async function sendForRecord(email: string, name: string, q = name) {
  const id = await newErrand();
  await send(id, email, name);
  const found = await s.api.get(`/api/contractors?q=${encodeURIComponent(q)}`, { token: s.a.manager.token });
  const record = found.body.items.find((c: { email: string }) => c.email === email);
  expect(record).toMatchObject({ name });
  return { id, record };
}

describe("an outside contractor's work-order link", () => {
  it('is mailed by staff and lets its holder do the contractor’s part of that errand, by the same rules', async () => {
    const id = await newErrand();
    await s.server.db.query(`UPDATE reports SET access = 'Nyckel hos vaktmästaren' WHERE id = $1`, [id]);
    const { link, token } = await send(id, 'Extern@Example.se');
    expect(link).toMatchObject({ email: 'extern@example.se', contractorName: 'Rör & Co AB', state: 'sent' });
    const mail = smtp.to('extern@example.se').at(-1)!;
    expect(mail.subject).toMatch(/^Arbetsorder: ärende #\d+$/);
    // Only the token's hash is kept, and the outbox row carries no link (it is logged without SMTP).
    const stored = await s.server.db.query<{ tokenHash: string }>(
      `SELECT token_hash FROM errand_links WHERE report_id = $1`,
      [id],
    );
    expect(stored.map((r) => r.tokenHash)).toEqual([hashToken(token)]);
    const outbox = await s.server.db.query<{ link: string | null }>(
      `SELECT link FROM mail_outbox WHERE kind = 'work_order'`,
    );
    expect(outbox.every((m) => m.link === null)).toBe(true);

    // Offered: the market view a signed-in contractor has, without the access line.
    const offered = await s.api.get(wo(token));
    expect(offered.status).toBe(200);
    expect(offered.body).toMatchObject({ contractorName: 'Rör & Co AB', canDecline: true, language: 'sv' });
    expect(offered.body.errand).toMatchObject({ id, status: 'Open', access: null });
    expect(offered.body.errand.can).toMatchObject({ accept: true, planVisit: false });

    // Done before accepting is no move of the lifecycle: 409.
    const early = await s.api.post(wo(token, '/done'), { resolution: 'Bytt packning' });
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('invalid_transition');

    const accepted = await s.api.post(wo(token, '/accept'));
    expect(accepted.status).toBe(200);
    expect(accepted.body.errand).toMatchObject({ status: 'InProgress', access: 'Nyckel hos vaktmästaren' });
    expect(accepted.body.errand.can.planVisit).toBe(true);
    expect((await s.api.post(wo(token, '/accept'))).status).toBe(409);

    const bad = await s.api.put(wo(token, '/visit'), {
      startsAt: 'i morgon',
      endsAt: visitWindow(26).endsAt,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0].field).toBe('startsAt');
    const backwards = visitWindow(24);
    const reversed = await s.api.put(wo(token, '/visit'), {
      startsAt: backwards.endsAt,
      endsAt: backwards.startsAt,
    });
    expect(reversed.status).toBe(400);
    expect(reversed.body.error.details).toEqual([expect.objectContaining({ field: 'endsAt' })]);
    const planned = await s.api.put(wo(token, '/visit'), { ...visitWindow(24), note: 'Ringer på' });
    expect(planned.status).toBe(200);
    expect(planned.body.errand.visit).toMatchObject({ note: 'Ringer på' });

    const photo = await uploadThrough(token, [{ name: 'fore.jpg', data: await jpeg() }]);
    expect(photo.status).toBe(201);
    const file = photo.body.items[0]!;
    // The upload answers paths the holder can use: under the link, as the view lists them.
    expect(photo.body.items[0]).toMatchObject({
      url: `/api/public/work-orders/${token}/files/${file.id}`,
      thumbnailUrl: `/api/public/work-orders/${token}/files/${file.id}/thumbnail`,
    });
    expect((await fetch(`${s.server.url}${file.url}`)).status).toBe(200);
    const view = await s.api.get(wo(token));
    expect(view.body.files).toEqual([
      expect.objectContaining({ id: file.id, url: `/api/public/work-orders/${token}/files/${file.id}` }),
    ]);
    expect((await fetch(`${s.server.url}${view.body.files[0].thumbnailUrl}`)).status).toBe(200);

    const emptyNote = await s.api.post(wo(token, '/notes'), { note: '  ' });
    expect(emptyNote.status).toBe(400);
    expect(emptyNote.body.error.details[0].field).toBe('note');
    const noted = await s.api.post(wo(token, '/notes'), { note: 'Reservdel beställd' });
    expect(noted.status).toBe(200);
    // The holder reads their own note on the link's page.
    expect(noted.body.errand.actions.map((a: { note: string | null }) => a.note)).toContain(
      'Reservdel beställd',
    );

    const noResolution = await s.api.post(wo(token, '/done'), {});
    expect(noResolution.status).toBe(400);
    expect(noResolution.body.error.details[0].field).toBe('resolution');
    const done = await s.api.post(wo(token, '/done'), { resolution: 'Bytt packning', minutesSpent: 45 });
    expect(done.status).toBe(200);
    expect(done.body.errand.status).toBe('FollowingUp');

    // The manager reads all of it under the contractor's name, with no account behind it.
    const staff = await s.api.get(`/api/reports/${id}`, { token: s.a.manager.token });
    const kinds = staff.body.actions.map((a: { kind: string }) => a.kind);
    expect(kinds).toEqual(
      expect.arrayContaining(['accepted', 'visit_planned', 'files_added', 'note', 'done']),
    );
    const accept = staff.body.actions.find((a: { kind: string }) => a.kind === 'accepted');
    expect(accept).toMatchObject({ actorName: 'Rör & Co AB' });
    // The note was written "to the property management": staff read it, the reporter does not.
    const note = staff.body.actions.find((a: { kind: string }) => a.kind === 'note');
    expect(note).toMatchObject({ note: 'Reservdel beställd', visibility: 'internal' });
    const reporter = await s.api.get(`/api/reports/${id}`, { token: s.a.tenant.token });
    expect(reporter.body.actions.map((a: { note: string | null }) => a.note)).not.toContain(
      'Reservdel beställd',
    );
    const actors = await s.server.db.query<{ actorId: string | null }>(
      `SELECT actor_id FROM report_actions WHERE report_id = $1 AND kind <> 'created'`,
      [id],
    );
    expect(actors.every((a) => a.actorId === null)).toBe(true);
    expect((await s.api.get(links(id), { token: s.a.manager.token })).body.items[0].state).toBe('accepted');

    // Closing the errand ends the link.
    const closed = await s.api.post(
      `/api/reports/${id}/transition`,
      { status: 'Closed' },
      { token: s.a.manager.token },
    );
    expect(closed.status).toBe(200);
    expect((await s.api.get(wo(token))).status).toBe(404);
    expect((await s.api.post(wo(token, '/notes'), { note: 'Efteråt' })).status).toBe(404);
    expect((await s.api.get(links(id), { token: s.a.manager.token })).body.items[0].state).toBe('ended');
    // Reopening does not revive it.
    await s.api.post(
      `/api/reports/${id}/transition`,
      { status: 'Open', note: 'Droppar igen' },
      {
        token: s.a.manager.token,
      },
    );
    expect((await s.api.get(wo(token))).status).toBe(404);
  });

  it('is staff’s: the reporter may not send (403), another organisation finds no errand (404), input is checked (400)', async () => {
    const id = await newErrand();
    const body = { email: 'someone@example.se' };
    expect((await s.api.post(links(id), body, { token: s.a.tenant.token })).status).toBe(403);
    expect((await s.api.get(links(id), { token: s.a.tenant.token })).status).toBe(403);
    expect((await s.api.post(links(id), body, { token: s.b.manager.token })).status).toBe(404);
    expect((await s.api.get(links(id), { token: s.b.manager.token })).status).toBe(404);
    expect((await s.api.post(links(id), body)).status).toBe(401);
    const bad = await s.api.post(
      links(id),
      { email: 'inte-en-adress', extra: 1 },
      { token: s.a.manager.token },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.map((d: { field: string }) => d.field)).toEqual(
      expect.arrayContaining(['email']),
    );
    // A closed errand is sent nowhere.
    await s.server.db.query(`UPDATE reports SET status = 'Closed', closed_at = now() WHERE id = $1`, [id]);
    const closed = await s.api.post(links(id), body, { token: s.a.manager.token });
    expect(closed.status).toBe(409);
    expect(closed.body.error.code).toBe('invalid_transition');
  });

  it('answers in English when sent in English', async () => {
    const id = await newErrand();
    const res = await s.api.post(
      links(id),
      { email: 'builder@example.com', language: 'en' },
      { token: s.a.manager.token },
    );
    expect(res.status).toBe(201);
    expect(res.body.contractorName).toBe('builder@example.com');
    const mail = smtp.to('builder@example.com').at(-1)!;
    expect(mail.subject).toMatch(/^Work order: errand #\d+$/);
    const token = /\/w\/([A-Za-z0-9_-]{43})/.exec(mail.body)![1]!;
    expect((await s.api.get(wo(token))).body.language).toBe('en');
  });

  it('makes a contractor record known to the sending organisation alone: other managers neither list nor read it', async () => {
    const { record } = await sendForRecord('egen.firma@example.se', 'Egen Firma');
    const theirs = await s.api.get('/api/contractors?q=Egen%20Firma', { token: s.b.manager.token });
    expect(theirs.status).toBe(200);
    expect(theirs.body.items).toEqual([]);
    expect((await s.api.get(`/api/contractors/${record.id}`, { token: s.b.manager.token })).status).toBe(404);
    expect((await s.api.get(`/api/contractors/${record.id}`, { token: s.a.manager.token })).status).toBe(200);
  });

  it('names the contractor as its sender typed it: another organisation’s private record is neither shown nor read', async () => {
    const { id: aErrand, record } = await sendForRecord('privat@example.se', 'A:s hemliga namn', 'hemliga');

    // B sends its own errand to the same address: one record, but B reads only what B typed.
    const bErrand = await newErrand('b');
    const named = await sendAs(bErrand, { email: 'privat@example.se', name: 'B:s namn' }, s.b.manager.token);
    expect(named.status).toBe(201);
    expect(named.body.contractorName).toBe('B:s namn');
    const unnamed = await sendAs(bErrand, { email: 'PRIVAT@example.se' }, s.b.manager.token);
    expect(unnamed.body.contractorName).toBe('privat@example.se');
    const listed = await s.api.get(links(bErrand), { token: s.b.manager.token });
    expect(listed.body.items.map((l: { contractorName: string }) => l.contractorName)).toEqual([
      'privat@example.se',
      'B:s namn',
    ]);
    expect(JSON.stringify(listed.body)).not.toContain('hemliga');
    // A link stored before links kept a name: B's shows the address, A's own the record's name.
    await s.server.db.query(`UPDATE errand_links SET contractor_name = NULL WHERE report_id = ANY($1)`, [
      [aErrand, bErrand],
    ]);
    const old = await s.api.get(links(bErrand), { token: s.b.manager.token });
    expect(old.body.items.map((l: { contractorName: string }) => l.contractorName)).toEqual([
      'privat@example.se',
      'privat@example.se',
    ]);
    const own = await s.api.get(links(aErrand), { token: s.a.manager.token });
    expect(own.body.items[0].contractorName).toBe('A:s hemliga namn');

    // Sending grants B no read of the record; holding one of B's errands does.
    expect((await s.api.get(`/api/contractors/${record.id}`, { token: s.b.manager.token })).status).toBe(404);
    const search = await s.api.get('/api/contractors?q=hemliga', { token: s.b.manager.token });
    expect(search.body.items).toEqual([]);
    await s.server.db.query(`UPDATE errand_links SET contractor_name = 'B:s namn' WHERE report_id = $1`, [
      bErrand,
    ]);
    const token = mailedToken('privat@example.se');
    const view = await s.api.get(wo(token));
    expect(view.body.contractorName).toBe('B:s namn');
    expect((await s.api.post(wo(token, '/accept'))).status).toBe(200);
    const errand = await s.api.get(`/api/reports/${bErrand}`, { token: s.b.manager.token });
    const accepted = errand.body.actions.find((a: { kind: string }) => a.kind === 'accepted');
    expect(accepted).toMatchObject({ actorName: 'B:s namn' });
    expect((await s.api.get(`/api/contractors/${record.id}`, { token: s.b.manager.token })).status).toBe(200);
  });

  it('defaults the name to the address cut to a record’s 200 characters', async () => {
    const id = await newErrand();
    const email = `${'x'.repeat(60)}@${['d', 'e', 'f'].map((c) => c.repeat(60)).join('.')}.se`;
    expect(email.length).toBeGreaterThan(200);
    const res = await sendAs(id, { email });
    expect(res.status).toBe(201);
    expect(res.body.contractorName).toBe(email.slice(0, 200));
  });

  it('keeps a contractor record when the organisation that made it is deleted, with the others’ links', async () => {
    const c = await createOrgWorld(s.server.db, 'Organisation C');
    const cErrand = await insertReport(s.server.db, { organisationId: c.org.id, propertyId: c.property.id });
    const made = await sendAs(cErrand.id, { email: 'delad@example.se', name: 'C:s namn' }, c.manager.token);
    expect(made.status).toBe(201);
    const bErrand = await newErrand('b');
    const bLink = await sendAs(bErrand, { email: 'delad@example.se' }, s.b.manager.token);
    expect(bLink.status).toBe(201);
    const [record] = await s.server.db.query<{ id: string; knownToOrganisationId: string | null }>(
      `SELECT id, known_to_organisation_id FROM contractors WHERE email = 'delad@example.se'`,
    );
    expect(record!.knownToOrganisationId).toBe(c.org.id);

    await s.server.db.query(`DELETE FROM organisations WHERE id = $1`, [c.org.id]);
    const [kept] = await s.server.db.query<{ knownToOrganisationId: string | null }>(
      `SELECT known_to_organisation_id FROM contractors WHERE id = $1`,
      [record!.id],
    );
    expect(kept).toEqual({ knownToOrganisationId: null });
    // Known to no organisation now, yet not shared: B, which only sent to it, still reads nothing.
    expect((await s.api.get(`/api/contractors/${record!.id}`, { token: s.b.manager.token })).status).toBe(
      404,
    );
    const list = await s.api.get(links(bErrand), { token: s.b.manager.token });
    expect(list.body.items).toEqual([expect.objectContaining({ id: bLink.body.id, state: 'sent' })]);
    expect((await s.api.get(wo(mailedToken('delad@example.se')))).status).toBe(200);
  });
});
