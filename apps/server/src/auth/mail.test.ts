import { describe, expect, it } from 'vitest';
import { apiSuite } from '../test/api-suite';
import { cookieValue, expectNewAccount, invitations } from '../test/auth-helpers';
import { createUser } from '../test/factories';
import { client } from '../test/http-client';
import { listeningInbox } from '../test/smtp-inbox';
import { startTestServer, type TestServer, type TestServerOptions } from '../test/test-server';

// A real SMTP server in this process (no TLS, no authentication), listening before the server starts.
const smtp = listeningInbox();
const s = apiSuite(
  async () => ({}),
  () => ({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Felanmälan <no-reply@example.test>' } }),
);

/** An admin of `server` (called `name` if given) sends the invitation `body`; the answer, checked to be 201. */
async function inviteOn(server: TestServer, body: Record<string, unknown>, name?: string) {
  const admin = await createUser(server.db, { role: 'Admin', name });
  const res = await invitations({ api: client(server.url) }).invite(admin.token, body);
  expect(res.status).toBe(201);
  return res;
}

/** Runs `test` against a server of its own, started with `opts` and closed after it. */
async function onOwnServer(opts: TestServerOptions, test: (server: TestServer) => Promise<void>) {
  const server = await startTestServer(opts);
  try {
    await test(server);
  } finally {
    await server.close();
  }
}

describe('invitation mail over SMTP', () => {
  it('delivers the invite and its link creates the account', async () => {
    const email = 'smtp-invitee@example.test';
    const res = await inviteOn(s.server, { email, role: 'Contractor', language: 'en' }, 'Ada <Admin>');

    const mail = smtp.to(email)[0];
    expect(mail).toBeDefined();
    // The mail as received, quoted-printable undone: headers first, then both parts.
    const body = mail!.body;
    expect(body).toMatch(/^From: =\?UTF-8\?Q\?Fel.*no-reply@example\.test>/m);
    expect(body).toContain('Create account');
    // Interpolated values are escaped in the HTML part and plain in the text part.
    expect(body).toContain('Ada &lt;Admin&gt; has invited you');
    expect(body).toContain('Ada <Admin> has invited you');
    const link = body.match(/https?:\/\/\S+\/auth\/create-account\?token=[A-Za-z0-9_-]+/)![0];
    expect(link).toBe(res.body.url);

    const [row] = await s.server.db.query<{ sentAt: string | null }>(
      `SELECT sent_at FROM mail_outbox WHERE to_address = $1 AND kind = 'invite'`,
      [email],
    );
    expect(row?.sentAt).toBeTruthy();

    const token = new URL(link).searchParams.get('token');
    const created = await invitations(s).createAccount({
      token,
      password: 'smtp-tested-secret',
      name: 'Sam',
    });
    expectNewAccount(created, { email, roles: ['Contractor'], name: 'Sam' });
    expect(cookieValue(created.cookies, 'acst')).toBeTruthy();
  });

  it('keeps the mail in the outbox with the error when SMTP refuses it', async () => {
    await onOwnServer({ env: { SMTP_URL: 'smtp://127.0.0.1:9' } }, async (down) => {
      const res = await inviteOn(down, { email: 'unlucky@example.test', role: 'Contractor' });
      const [row] = await down.db.query<{ sentAt: string | null; error: string | null; link: string }>(
        `SELECT sent_at, error, link FROM mail_outbox WHERE to_address = 'unlucky@example.test'`,
      );
      expect(row?.sentAt).toBeNull();
      expect(row?.error).toBeTruthy();
      expect(row?.link).toBe(res.body.url);
    });
  });
});

describe('without SMTP', () => {
  it('stores the mail in the outbox, unsent', async () => {
    await onOwnServer({}, async (plain) => {
      const res = await inviteOn(plain, { email: 'outbox@example.test', role: 'Admin' });
      const rows = await plain.db.query<{ sentAt: string | null; htmlBody: string; textBody: string }>(
        `SELECT sent_at, html_body, text_body FROM mail_outbox WHERE to_address = 'outbox@example.test'`,
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]!.sentAt).toBeNull();
      expect(rows[0]!.textBody).toContain(res.body.url);
      expect(rows[0]!.htmlBody).toContain('<html lang="sv">');
      expect(smtp.to('outbox@example.test')).toEqual([]);
    });
  });
});
