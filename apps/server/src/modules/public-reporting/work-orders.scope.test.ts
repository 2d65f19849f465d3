import { describe, expect, it } from 'vitest';
import { hashToken, newOpaqueToken } from '../../auth/tokens';
import { workOrderSuite } from '../../test/work-order-world';

const { s, links, newErrand, send, wo, mailedToken } = workOrderSuite('off');

/** Every route of the link: each answers 404 for a token that opens nothing. */
const everyRoute = (token: string) => [
  s.api.get(wo(token)),
  s.api.post(wo(token, '/accept')),
  s.api.post(wo(token, '/decline'), { reason: 'Hinner inte' }),
  s.api.put(wo(token, '/visit'), {
    startsAt: new Date(Date.now() + 86_400_000).toISOString(),
    endsAt: new Date(Date.now() + 90_000_000).toISOString(),
  }),
  s.api.post(wo(token, '/notes'), { note: 'Hej' }),
  s.api.post(wo(token, '/done'), { resolution: 'Klart' }),
  s.api.get(wo(token, '/files/00000000-0000-4000-8000-000000000000')),
];
const expectDead = async (token: string, why: string) => {
  for (const res of await Promise.all(everyRoute(token))) expect(res.status, why).toBe(404);
};

describe('what a work-order link opens', () => {
  it('nothing for an unknown token, a follow link’s token, or a malformed one', async () => {
    await expectDead(newOpaqueToken(), 'unknown');
    const id = await newErrand();
    const follow = newOpaqueToken();
    await s.server.db.query(
      `INSERT INTO errand_links (token_hash, purpose, report_id, organisation_id, email)
       VALUES ($1, 'follow', $2, $3, 'foljare@example.se')`,
      [hashToken(follow), id, s.a.org.id],
    );
    await expectDead(follow, 'follow token');
    // …and a work-order token opens no follow page.
    const { token } = await send(id, 'byggare@example.se');
    expect((await s.api.get(`/api/public/errands/${token}`)).status).toBe(404);
    const short = await s.api.get(wo('kort'));
    expect(short.status).toBe(400);
    expect(short.body.error.details[0].field).toBe('token');
  });

  it('nothing once withdrawn; a resend mails a new link and the old one stops', async () => {
    const id = await newErrand();
    const first = await send(id, 'el@example.se');
    const resent = await s.api.post(`${links(id)}/${first.link.id}/resend`, undefined, {
      token: s.a.manager.token,
    });
    expect(resent.status).toBe(201);
    expect(resent.body).toMatchObject({ email: 'el@example.se', state: 'sent' });
    expect(resent.body.id).not.toBe(first.link.id);
    await expectDead(first.token, 'replaced by a resend');
    const newToken = mailedToken('el@example.se');
    expect(newToken).not.toBe(first.token);
    expect((await s.api.get(wo(newToken))).status).toBe(200);
    // The replaced link cannot be resent or withdrawn again: 409.
    const again = await s.api.post(`${links(id)}/${first.link.id}/resend`, undefined, {
      token: s.a.manager.token,
    });
    expect(again.status).toBe(409);

    const withdrawn = await s.api.del(`${links(id)}/${resent.body.id}`, { token: s.a.manager.token });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.state).toBe('withdrawn');
    await expectDead(newToken, 'withdrawn');
    expect((await s.api.del(`${links(id)}/${resent.body.id}`, { token: s.a.manager.token })).status).toBe(
      409,
    );
    const list = await s.api.get(links(id), { token: s.a.manager.token });
    expect(list.body.items.map((l: { state: string }) => l.state)).toEqual(['withdrawn', 'withdrawn']);

    // Another errand's link, or another organisation's manager: not found.
    const other = await newErrand();
    expect((await s.api.del(`${links(other)}/${first.link.id}`, { token: s.a.manager.token })).status).toBe(
      404,
    );
    const bErrand = await newErrand('b');
    const bLink = await s.api.post(links(bErrand), { email: 'b@example.se' }, { token: s.b.manager.token });
    expect(bLink.status).toBe(201);
    for (const res of [
      await s.api.del(`${links(bErrand)}/${bLink.body.id}`, { token: s.a.manager.token }),
      await s.api.post(`${links(bErrand)}/${bLink.body.id}/resend`, undefined, { token: s.a.manager.token }),
      await s.api.del(`${links(id)}/${bLink.body.id}`, { token: s.a.manager.token }),
    ])
      expect(res.status).toBe(404);
  });

  it('declining an offered errand gives it back to staff with the reason, and ends the link', async () => {
    const id = await newErrand();
    const { token } = await send(id, 'nej@example.se');
    const empty = await s.api.post(wo(token, '/decline'), { reason: ' ' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.details[0].field).toBe('reason');
    expect((await s.api.post(wo(token, '/decline'), { reason: 'Fullbokad i två veckor' })).status).toBe(200);
    await expectDead(token, 'declined');
    const list = await s.api.get(links(id), { token: s.a.manager.token });
    expect(list.body.items[0]).toMatchObject({ state: 'declined', declineReason: 'Fullbokad i två veckor' });
    const staff = await s.api.get(`/api/reports/${id}`, { token: s.a.manager.token });
    expect(staff.body.status).toBe('Open');
    expect(staff.body.actions.at(-1)).toMatchObject({
      kind: 'note',
      visibility: 'internal',
      note: 'Tackade nej till arbetsordern: Fullbokad i två veckor',
    });
    // Staff's note, not the reporter's.
    const tenant = await s.api.get(`/api/reports/${id}`, { token: s.a.tenant.token });
    expect(JSON.stringify(tenant.body)).not.toContain('Fullbokad');
  });

  it('declining an accepted errand hands it back (InProgress → Open); after done it is 409', async () => {
    const id = await newErrand();
    const { token } = await send(id, 'tillbaka@example.se');
    expect((await s.api.post(wo(token, '/accept'))).status).toBe(200);
    expect((await s.api.post(wo(token, '/decline'), { reason: 'Fel reservdel' })).status).toBe(200);
    const staff = await s.api.get(`/api/reports/${id}`, { token: s.a.manager.token });
    expect(staff.body).toMatchObject({ status: 'Open', contractorId: null });
    expect(staff.body.actions.at(-1)).toMatchObject({ kind: 'handed_back', note: 'Fel reservdel' });

    const later = await newErrand();
    const second = await send(later, 'klar@example.se');
    await s.api.post(wo(second.token, '/accept'));
    await s.api.post(wo(second.token, '/done'), { resolution: 'Klart' });
    const tooLate = await s.api.post(wo(second.token, '/decline'), { reason: 'Ångrar mig' });
    expect(tooLate.status).toBe(409);
    expect(tooLate.body.error.code).toBe('invalid_transition');
  });

  it('cannot be sent while another contractor holds the errand (409), and stops when someone else takes it', async () => {
    const id = await newErrand();
    const first = await send(id, 'forst@example.se');
    const second = await send(id, 'andra@example.se');
    expect((await s.api.post(wo(first.token, '/accept'))).status).toBe(200);
    // The other address's link now opens nothing of the errand: it is someone else's.
    expect((await s.api.get(wo(second.token))).status).toBe(404);
    // Accepting it answers as a signed-in contractor who lost the race: taken (409).
    const taken = await s.api.post(wo(second.token, '/accept'));
    expect(taken.status).toBe(409);
    expect(taken.body.error.code).toBe('conflict');
    const list = await s.api.get(links(id), { token: s.a.manager.token });
    expect(list.body.items.map((l: { email: string; state: string }) => [l.email, l.state])).toEqual([
      ['andra@example.se', 'ended'],
      ['forst@example.se', 'accepted'],
    ]);
    const third = await s.api.post(links(id), { email: 'tredje@example.se' }, { token: s.a.manager.token });
    expect(third.status).toBe(409);
  });

  it('is resent by send’s rules: not while another contractor holds the errand, nor once it is closed (409)', async () => {
    const id = await newErrand();
    const first = await send(id, 'forst.igen@example.se');
    const second = await send(id, 'andra.igen@example.se');
    expect((await s.api.post(wo(first.token, '/accept'))).status).toBe(200);
    const resend = (linkId: string) =>
      s.api.post(`${links(id)}/${linkId}/resend`, undefined, { token: s.a.manager.token });
    const taken = await resend(second.link.id);
    expect(taken.status).toBe(409);
    expect(taken.body.error.code).toBe('invalid_transition');
    // The holder's own link may be resent; the refused one mailed nothing and still works as before.
    expect(mailedToken('andra.igen@example.se')).toBe(second.token);
    const own = await resend(first.link.id);
    expect(own.status).toBe(201);

    await s.server.db.query(`UPDATE reports SET status = 'Closed', closed_at = now() WHERE id = $1`, [id]);
    const closed = await resend(own.body.id);
    expect(closed.status).toBe(409);
    expect(closed.body.error.code).toBe('invalid_transition');
    const list = await s.api.get(links(id), { token: s.a.manager.token });
    expect(list.body.items).toHaveLength(3);
  });

  it('declines in one transaction: when ending the link fails, the errand is not handed back either', async () => {
    const id = await newErrand();
    const { token } = await send(id, 'atomisk@example.se');
    expect((await s.api.post(wo(token, '/accept'))).status).toBe(200);
    // Ending the link fails (a rule only this test adds), after the hand-back has been written.
    await s.server.db.query(
      `ALTER TABLE errand_links ADD CONSTRAINT test_no_declined CHECK (revoked_why IS DISTINCT FROM 'declined') NOT VALID`,
    );
    try {
      const failed = await s.api.post(wo(token, '/decline'), { reason: 'Fel reservdel' });
      expect(failed.status).not.toBe(200);
    } finally {
      await s.server.db.query(`ALTER TABLE errand_links DROP CONSTRAINT test_no_declined`);
    }
    const staff = await s.api.get(`/api/reports/${id}`, { token: s.a.manager.token });
    expect(staff.body.status).toBe('InProgress');
    expect(staff.body.actions.map((a: { kind: string }) => a.kind)).not.toContain('handed_back');
    expect((await s.api.get(wo(token))).status).toBe(200);
    // Once it can, the decline goes through as before.
    expect((await s.api.post(wo(token, '/decline'), { reason: 'Fel reservdel' })).status).toBe(200);
    await expectDead(token, 'declined');
  });
});
