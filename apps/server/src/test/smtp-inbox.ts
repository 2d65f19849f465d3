import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';

export interface ReceivedMail {
  to: string[];
  subject: string;
  /** The message source with quoted-printable undone, for finding text and links. */
  body: string;
}

/** Quoted-printable as nodemailer writes it: soft line breaks and =XX bytes. */
export function decodeQuotedPrintable(s: string): string {
  const bytes = s
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** An encoded-word subject (=?UTF-8?Q?…?= or =?UTF-8?B?…?=) as text. */
function decodeSubject(raw: string): string {
  const folded = raw.replace(/\r?\n[ \t]+/g, ' ');
  const line = folded.match(/^Subject: (.*)$/m)?.[1] ?? '';
  return line
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?(.*?)\?=/gi, (_, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

/**
 * A real SMTP server in this process (no TLS, no authentication) that keeps
 * what it receives; it can be stopped and started again on the same port.
 */
export class SmtpInbox {
  readonly mails: ReceivedMail[] = [];
  private server?: SMTPServer;
  port = 0;

  async start(port = this.port): Promise<void> {
    const server = new SMTPServer({
      disabledCommands: ['AUTH', 'STARTTLS'],
      authOptional: true,
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          this.mails.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: decodeSubject(raw),
            body: decodeQuotedPrintable(raw),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** The mails to one address, oldest first. */
  to(address: string): ReceivedMail[] {
    return this.mails.filter((m) => m.to.includes(address));
  }

  /** The mails to one address once there are `count` of them, or as many as came within `ms`. */
  async waitFor(address: string, count: number, ms = 10_000): Promise<ReceivedMail[]> {
    for (const end = Date.now() + ms; this.to(address).length < count && Date.now() < end; )
      await new Promise((r) => setTimeout(r, 100));
    return this.to(address);
  }

  clear(): void {
    this.mails.length = 0;
  }
}

/** An inbox that listens while the enclosing file's (or describe's) tests run. */
export function listeningInbox(): SmtpInbox {
  const smtp = new SmtpInbox();
  beforeAll(() => smtp.start());
  afterAll(() => smtp.stop());
  return smtp;
}

/** A clock the job worker reads: real time plus however far the test moved it. */
export class TestClock {
  private offset = 0;
  now = (): Date => new Date(Date.now() + this.offset);
  advance(ms: number): void {
    this.offset += ms;
  }
}
