import { describe, expect, it } from 'vitest';
import { hashToken } from '../../auth/tokens';
import { jpeg } from '../../test/files';
import { visitWindow } from '../../test/visit-window';
import { workOrderSuite } from '../../test/work-order-world';

// Scope, withdrawal, resend and decline have their own file (work-orders.scope.test.ts).
const { s, smtp, links, newErrand, send, wo, uploadThrough } = workOrderSuite('off');

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
    const view = await s.api.get(wo(token));
    expect(view.body.files).toEqual([
      expect.objectContaining({ id: file.id, url: `/api/public/work-orders/${token}/files/${file.id}` }),
    ]);
    expect((await fetch(`${s.server.url}${view.body.files[0].thumbnailUrl}`)).status).toBe(200);

    const emptyNote = await s.api.post(wo(token, '/notes'), { note: '  ' });
    expect(emptyNote.status).toBe(400);
    expect(emptyNote.body.error.details[0].field).toBe('note');
    expect((await s.api.post(wo(token, '/notes'), { note: 'Reservdel beställd' })).status).toBe(200);

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
    const id = await newErrand();
    await send(id, 'egen.firma@example.se', 'Egen Firma');
    const mine = await s.api.get('/api/contractors?q=Egen%20Firma', { token: s.a.manager.token });
    const record = mine.body.items.find((c: { email: string }) => c.email === 'egen.firma@example.se');
    expect(record).toMatchObject({ name: 'Egen Firma' });
    const theirs = await s.api.get('/api/contractors?q=Egen%20Firma', { token: s.b.manager.token });
    expect(theirs.status).toBe(200);
    expect(theirs.body.items).toEqual([]);
    expect((await s.api.get(`/api/contractors/${record.id}`, { token: s.b.manager.token })).status).toBe(404);
    expect((await s.api.get(`/api/contractors/${record.id}`, { token: s.a.manager.token })).status).toBe(200);
  });
});
