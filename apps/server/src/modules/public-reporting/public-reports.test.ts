import { describe, expect, it } from 'vitest';
import { hashToken } from '../../auth/tokens';
import { createUser } from '../../test/factories';
import { insertReport } from '../../test/org-world';
import { publicReportSuite } from '../../test/public-world';

// The limits have their own file (public-reports.limits.test.ts).
const { s, smtp, codeOf, confirm } = publicReportSuite('off');
const lastMailTo = (to: string) => smtp.to(to).at(-1)!;
const mailedCode = (to: string) => /: (\d{6})\b/.exec(lastMailTo(to).body)![1]!;
const mailedFollowToken = (to: string) => /\/f\/([A-Za-z0-9_-]{43})/.exec(lastMailTo(to).body)![1]!;

/** Sends a report at `code` and confirms it from the mail; answers the follow token and the number. */
async function reportAndConfirm(code: string, email: string, description = 'Lampan i trapphuset är trasig') {
  const sent = await s.api.post(`/api/public/places/${code}/reports`, { description, email });
  expect(sent.status).toBe(202);
  const confirmed = await confirm(sent.body.submissionId, mailedCode(email));
  expect(confirmed.status).toBe(200);
  return { token: mailedFollowToken(email), number: confirmed.body.number as number };
}

describe('reporting without an account', () => {
  it('holds the report until the mailed code is typed, then files it and mails a follow link', async () => {
    const code = await codeOf('premises', s.a.premises.id, s.a.manager.token);
    const sent = await s.api.post(`/api/public/places/${code.toLowerCase()}/reports`, {
      description: 'Kranen i köket droppar\nDet har pågått i en vecka.',
      email: 'Besok@Example.se',
      phone: '070-111 22 33',
      website: '',
    });
    expect(sent.status).toBe(202);
    expect(sent.body.submissionId).toMatch(/^[0-9a-f-]{36}$/);
    const mail = lastMailTo('besok@example.se');
    expect(mail.subject).toMatch(/^Din kod: \d{6}$/);
    expect(mail.body).toContain('Lgh 1101, Alfa gata 1, Uppsala');
    // Nothing is filed before the code is typed.
    const before = await s.server.db.query('SELECT id FROM reports WHERE organisation_id = $1', [s.a.org.id]);

    const wrong = await confirm(
      sent.body.submissionId,
      mailedCode('besok@example.se') === '000000' ? '000001' : '000000',
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.details).toEqual([
      expect.objectContaining({ field: 'code', problem: 'invalid_token' }),
    ]);
    const malformed = await confirm(sent.body.submissionId, '12');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.details[0].field).toBe('code');

    const typed = mailedCode('besok@example.se');
    const ok = await confirm(sent.body.submissionId, typed);
    expect(ok.status).toBe(200);
    const after = await s.server.db.query<{
      id: string;
      reporterId: string | null;
      whatBroke: string;
      description: string;
    }>(
      'SELECT id, reporter_id, what_broke, description FROM reports WHERE organisation_id = $1 ORDER BY created_at',
      [s.a.org.id],
    );
    expect(after.length).toBe(before.length + 1);
    const filed = after.at(-1)!;
    expect(filed).toMatchObject({ reporterId: null, whatBroke: 'Kranen i köket droppar' });
    // The phone is the access line (staff and the assigned contractor), not the description.
    expect(filed.description).not.toContain('070-111 22 33');

    const follow = lastMailTo('besok@example.se');
    expect(follow.subject).toBe(`Ärende #${ok.body.number} är registrerat`);
    const token = mailedFollowToken('besok@example.se');
    // Only the token's hash is stored, and the outbox keeps no link column for it.
    const [link] = await s.server.db.query<{ tokenHash: string }>('SELECT token_hash FROM errand_links');
    expect(link!.tokenHash).toBe(hashToken(token));
    const outbox = await s.server.db.query<{ link: string | null }>(
      `SELECT link FROM mail_outbox WHERE kind IN ('public_code', 'public_follow')`,
    );
    expect(outbox.every((m) => m.link === null)).toBe(true);

    // The errand is the organisation's like any other: its manager reads it.
    const staff = await s.api.get(`/api/reports/${filed.id}`, { token: s.a.manager.token });
    expect(staff.status).toBe(200);
    expect(staff.body.access).toBe('Ring anmälaren: 070-111 22 33');
    // A contractor of the trade reads it in the marketplace without the phone.
    const plumber = await createUser(s.server.db, { role: 'Contractor', trade: 'plumber' });
    const market = await s.api.get(`/api/reports/${filed.id}`, { token: plumber.token });
    expect(market.status).toBe(200);
    expect(market.body.access).toBeNull();
    expect(JSON.stringify(market.body)).not.toContain('070-111');
    expect((await s.api.get(`/api/reports/${filed.id}`, { token: s.b.manager.token })).status).toBe(404);

    // The code cannot be spent twice.
    const again = await confirm(sent.body.submissionId, typed);
    expect(again.status).toBe(400);
  });

  it('opens that errand alone through the follow link, with its messages both ways', async () => {
    const code = await codeOf('property', s.a.property.id, s.a.manager.token);
    const { token, number } = await reportAndConfirm(code, 'folj@example.se');
    const view = await s.api.get(`/api/public/errands/${token}`);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({
      number,
      title: 'Lampan i trapphuset är trasig',
      status: 'Open',
      address: 'Alfa gata 1, Uppsala',
      placeName: null,
      visit: null,
      messages: [],
      canAddMessage: true,
    });
    const added = await s.api.post(`/api/public/errands/${token}/messages`, {
      text: 'Det blinkar nu också.',
    });
    expect(added.status).toBe(200);
    expect(added.body.messages).toEqual([
      expect.objectContaining({ author: 'you', text: 'Det blinkar nu också.' }),
    ]);

    const [row] = await s.server.db.query<{ id: string }>(
      'SELECT id FROM reports WHERE number = $1 AND organisation_id = $2',
      [number, s.a.org.id],
    );
    const note = await s.api.post(
      `/api/reports/${row!.id}/actions`,
      { note: 'Vi skickar en elektriker.', visibility: 'message' },
      { token: s.a.manager.token },
    );
    expect(note.status).toBeLessThan(300);
    // The sender hears of the staff's message by mail, as a tenant would (not of their own).
    expect((await smtp.waitFor('folj@example.se', 3, 5_000)).map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Din kod/),
      `Ärende #${number} är registrerat`,
      `Ärende #${number} har uppdaterats`,
    ]);
    const internal = await s.api.post(
      `/api/reports/${row!.id}/actions`,
      { note: 'Intern: kolla fakturan', visibility: 'internal' },
      { token: s.a.manager.token },
    );
    expect(internal.status).toBeLessThan(300);
    const seen = (await s.api.get(`/api/public/errands/${token}`)).body.messages;
    expect(seen.map((m: { author: string; text: string }) => [m.author, m.text])).toEqual([
      ['you', 'Det blinkar nu också.'],
      ['staff', 'Vi skickar en elektriker.'],
    ]);
    // An internal note is not told to them.
    await new Promise((r) => setTimeout(r, 1000));
    expect(smtp.to('folj@example.se')).toHaveLength(3);
    const empty = await s.api.post(`/api/public/errands/${token}/messages`, { text: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.details[0].field).toBe('text');

    // Closed: read, not written (409).
    await s.server.db.query(`UPDATE reports SET status = 'Closed', closed_at = now() WHERE id = $1`, [
      row!.id,
    ]);
    expect((await s.api.get(`/api/public/errands/${token}`)).body.canAddMessage).toBe(false);
    expect((await s.api.post(`/api/public/errands/${token}/messages`, { text: 'Hallå?' })).status).toBe(409);
  });

  it("keeps a link to its own errand: other errands, other organisations' and dead links answer 404", async () => {
    const codeA = await codeOf('equipment', s.a.equipment.id, s.a.manager.token);
    const codeB = await codeOf('property', s.b.property.id, s.b.manager.token);
    const a = await reportAndConfirm(codeA, 'a@example.se', 'Pannan låter');
    const b = await reportAndConfirm(codeB, 'b@example.se', 'Dörren kärvar');
    expect((await s.api.get(`/api/public/errands/${a.token}`)).body.title).toBe('Pannan låter');
    expect((await s.api.get(`/api/public/errands/${b.token}`)).body.title).toBe('Dörren kärvar');
    // A link whose stored errand and organisation do not belong together opens nothing.
    const other = await insertReport(s.server.db, {
      organisationId: s.b.org.id,
      propertyId: s.b.property.id,
    });
    await s.server.db.query(
      `INSERT INTO errand_links (token_hash, purpose, report_id, organisation_id, email)
       VALUES ($1, 'follow', $2, $3, 'x@example.se')`,
      [hashToken('crossed-organisations-token-0000000000'), other.id, s.a.org.id],
    );
    expect((await s.api.get('/api/public/errands/crossed-organisations-token-0000000000')).status).toBe(404);
    // Unknown, revoked, or made for another purpose: 404.
    expect((await s.api.get(`/api/public/errands/${'x'.repeat(43)}`)).status).toBe(404);
    // A work-order link acts for a contractor record (migration 0037).
    const outside = await createUser(s.server.db, { role: 'Contractor', trade: 'plumber' });
    await s.server.db.query(
      `UPDATE errand_links SET purpose = 'work_order', contractor_id = $2 WHERE token_hash = $1`,
      [hashToken(b.token), outside.contractorId],
    );
    expect((await s.api.get(`/api/public/errands/${b.token}`)).status).toBe(404);
    await s.server.db.query(`UPDATE errand_links SET revoked_at = now() WHERE token_hash = $1`, [
      hashToken(a.token),
    ]);
    expect((await s.api.get(`/api/public/errands/${a.token}`)).status).toBe(404);
    expect((await s.api.post(`/api/public/errands/${a.token}/messages`, { text: 'x' })).status).toBe(404);
  });

  it('refuses an expired code and a code after five wrong tries (400)', async () => {
    const code = await codeOf('property', s.a.property.id, s.a.manager.token);
    const late = await s.api.post(`/api/public/places/${code}/reports`, {
      description: 'Sent',
      email: 'late@example.se',
    });
    await s.server.db.query(
      `UPDATE public_submissions SET expires_at = now() - interval '1 minute' WHERE id = $1`,
      [late.body.submissionId],
    );
    const expired = await confirm(late.body.submissionId, mailedCode('late@example.se'));
    expect(expired.status).toBe(400);

    const tries = await s.api.post(`/api/public/places/${code}/reports`, {
      description: 'Gissa',
      email: 'tries@example.se',
    });
    const right = mailedCode('tries@example.se');
    const wrong = right === '999999' ? '999998' : '999999';
    for (let i = 0; i < 5; i++) expect((await confirm(tries.body.submissionId, wrong)).status).toBe(400);
    const spent = await confirm(tries.body.submissionId, right);
    expect(spent.status).toBe(400);
  });

  it('answers a filled honeypot like a report and files nothing, mails nothing', async () => {
    const code = await codeOf('property', s.a.property.id, s.a.manager.token);
    const res = await s.api.post(`/api/public/places/${code}/reports`, {
      description: 'Köp billiga klockor',
      email: 'robot@example.se',
      website: 'https://spam.example',
    });
    expect(res.status).toBe(202);
    expect(res.body.submissionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(smtp.to('robot@example.se')).toEqual([]);
    const held = await s.server.db.query('SELECT 1 FROM public_submissions WHERE email = $1', [
      'robot@example.se',
    ]);
    expect(held).toEqual([]);
    expect((await confirm(res.body.submissionId, '123456')).status).toBe(400);
  });

  it('answers 404 at a property where public reporting is off, and 400 with field details for bad input', async () => {
    const code = await codeOf('premises', s.b.premises.id, s.b.manager.token);
    const bad = await s.api.post(`/api/public/places/${code}/reports`, {
      description: '',
      email: 'inte-en-adress',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.map((d: { field: string }) => d.field).sort()).toEqual([
      'description',
      'email',
    ]);

    const held = await s.api.post(`/api/public/places/${code}/reports`, {
      description: 'Fönstret',
      email: 'off@example.se',
    });
    await s.api.put(
      `/api/properties/${s.b.property.id}/public-reporting`,
      { enabled: false },
      { token: s.b.manager.token },
    );
    const res = await s.api.post(`/api/public/places/${code}/reports`, {
      description: 'Fönstret',
      email: 'off@example.se',
    });
    expect(res.status).toBe(404);
    // A report held before the switch cannot be filed after it.
    const late = await confirm(held.body.submissionId, mailedCode('off@example.se'));
    expect(late.status).toBe(400);
    await s.api.put(
      `/api/properties/${s.b.property.id}/public-reporting`,
      { enabled: true },
      { token: s.b.manager.token },
    );
  });
});
