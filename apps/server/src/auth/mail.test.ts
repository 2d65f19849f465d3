import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieValue, freshIp } from '../test/auth-helpers';
import { createUser } from '../test/factories';
import { client } from '../test/http-client';
import { startTestServer, type TestServer } from '../test/test-server';

interface Received {
  to: string[];
  raw: string;
}

/** Quoted-printable as nodemailer writes it: soft line breaks and =XX bytes. */
function decodeQuotedPrintable(s: string): string {
  const bytes = s
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

let smtp: SMTPServer;
let smtpPort: number;
const inbox: Received[] = [];
let server: TestServer;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  // A real SMTP server in this process: no TLS, no authentication.
  smtp = new SMTPServer({
    disabledCommands: ['AUTH', 'STARTTLS'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        inbox.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;
  server = await startTestServer({
    env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_FROM: 'Felanmälan <no-reply@example.test>' },
  });
  api = client(server.url);
});
afterAll(async () => {
  await server.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('invitation mail over SMTP', () => {
  it('delivers the invite and its link creates the account', async () => {
    const admin = await createUser(server.db, { role: 'Admin', name: 'Ada <Admin>' });
    const email = 'smtp-invitee@example.test';
    const res = await api.post(
      '/api/auth/generate-invite-token',
      { email, role: 'Contractor', language: 'en' },
      { token: admin.token, headers: freshIp() },
    );
    expect(res.status).toBe(201);

    const mail = inbox.find((m) => m.to.includes(email));
    expect(mail).toBeDefined();
    expect(mail!.raw).toMatch(/^From: =\?UTF-8\?Q\?Fel.*no-reply@example\.test>/m);
    const body = decodeQuotedPrintable(mail!.raw);
    expect(body).toContain('Create account');
    // Interpolated values are escaped in the HTML part and plain in the text part.
    expect(body).toContain('Ada &lt;Admin&gt; has invited you');
    expect(body).toContain('Ada <Admin> has invited you');
    const link = body.match(/https?:\/\/\S+\/auth\/create-account\?token=[A-Za-z0-9_-]+/)![0];
    expect(link).toBe(res.body.url);

    const [row] = await server.db.query<{ sentAt: string | null }>(
      `SELECT sent_at FROM mail_outbox WHERE to_address = $1 AND kind = 'invite'`,
      [email],
    );
    expect(row?.sentAt).toBeTruthy();

    const token = new URL(link).searchParams.get('token');
    const created = await api.post(
      '/api/auth/create-account',
      { token, password: 'smtp-tested-secret', name: 'Sam' },
      { headers: freshIp() },
    );
    expect(created.status).toBe(201);
    expect(created.body.user).toMatchObject({ email, roles: ['Contractor'], name: 'Sam' });
    expect(cookieValue(created.cookies, 'acst')).toBeTruthy();
  });

  it('keeps the mail in the outbox with the error when SMTP refuses it', async () => {
    const down = await startTestServer({ env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
    try {
      const admin = await createUser(down.db, { role: 'Admin' });
      const res = await client(down.url).post(
        '/api/auth/generate-invite-token',
        { email: 'unlucky@example.test', role: 'Contractor' },
        { token: admin.token, headers: freshIp() },
      );
      expect(res.status).toBe(201);
      const [row] = await down.db.query<{ sentAt: string | null; error: string | null; link: string }>(
        `SELECT sent_at, error, link FROM mail_outbox WHERE to_address = 'unlucky@example.test'`,
      );
      expect(row?.sentAt).toBeNull();
      expect(row?.error).toBeTruthy();
      expect(row?.link).toBe(res.body.url);
    } finally {
      await down.close();
    }
  });
});

describe('without SMTP', () => {
  it('stores the mail in the outbox, unsent', async () => {
    const plain = await startTestServer();
    try {
      const admin = await createUser(plain.db, { role: 'Admin' });
      const res = await client(plain.url).post(
        '/api/auth/generate-invite-token',
        { email: 'outbox@example.test', role: 'Admin' },
        { token: admin.token, headers: freshIp() },
      );
      expect(res.status).toBe(201);
      const rows = await plain.db.query<{ sentAt: string | null; htmlBody: string; textBody: string }>(
        `SELECT sent_at, html_body, text_body FROM mail_outbox WHERE to_address = 'outbox@example.test'`,
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]!.sentAt).toBeNull();
      expect(rows[0]!.textBody).toContain(res.body.url);
      expect(rows[0]!.htmlBody).toContain('<html lang="sv">');
      expect(inbox.some((m) => m.to.includes('outbox@example.test'))).toBe(false);
    } finally {
      await plain.close();
    }
  });
});
