import { expect } from 'vitest';
import type { Queryable } from '../db';
import { type OutboxRow, outboxFor } from '../mail/outbox.repo';
import { type CallResult, client } from './http-client';

let ipCounter = 0;
/**
 * A distinct client address per call (the server trusts X-Forwarded-For), so
 * tests do not share per-address rate-limit buckets unless they mean to.
 */
export function freshIp(): Record<string, string> {
  ipCounter += 1;
  return { 'x-forwarded-for': `2001:db8::${ipCounter.toString(16)}` };
}

/** An address no other test uses, beginning with `prefix`. */
export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Math.random().toString(36).slice(2, 10)}@example.test`;

/**
 * The two calls of an invitation, each from a fresh client address: `invite` as the holder of
 * `token`, and `createAccount` with the invite's token. `suite.api` is read at each call, so an
 * apiSuite can be passed at the top of a file.
 */
export function invitations(suite: { api: Api }) {
  return {
    invite: (token: string, body: Record<string, unknown>) =>
      suite.api.post('/api/auth/generate-invite-token', body, { token, headers: freshIp() }),
    createAccount: (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
      suite.api.post('/api/auth/create-account', body, { headers: { ...freshIp(), ...headers } }),
  };
}

type Api = ReturnType<typeof client>;

/** A sign-in to `email` with a wrong password, from the address in `headers` (a fresh one unless given). */
export const wrongSignIn = (api: Api, email: string, headers = freshIp()) =>
  api.post('/api/auth/login', { email, password: 'wrong-password' }, { headers });

/** The statuses of `count` wrong sign-ins from one address, each to another unknown account; `apiFor(i)` sends the i-th. */
export async function guessesFromOneAddress(count: number, apiFor: (i: number) => Api): Promise<number[]> {
  const headers = freshIp();
  const statuses: number[] = [];
  for (let i = 0; i < count; i++)
    statuses.push((await wrongSignIn(apiFor(i), `nobody-${i}@example.test`, headers)).status);
  return statuses;
}

/** The answer made an account (201) whose user has the fields of `user`. */
export function expectNewAccount(res: CallResult, user: Record<string, unknown>): void {
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(res.body.user).toMatchObject(user);
}

/** name=value of a Set-Cookie list. */
export function cookieValue(setCookies: string[], name: string): string | undefined {
  const line = setCookies.find((c) => c.startsWith(`${name}=`));
  return line?.slice(name.length + 1).split(';')[0];
}

export function cookieLine(setCookies: string[], name: string): string {
  return setCookies.find((c) => c.startsWith(`${name}=`)) ?? '';
}

/** Signs in over HTTP; returns the access token, the refresh token and a Cookie header holding both. */
export async function signIn(baseUrl: string, email: string, password: string) {
  const res = await client(baseUrl).post('/api/auth/login', { email, password }, { headers: freshIp() });
  const access = cookieValue(res.cookies, 'acst');
  const refresh = cookieValue(res.cookies, 'rfst');
  return { res, access, refresh, cookie: `acst=${access}; rfst=${refresh}` };
}

/** The newest mail of `kind` to `to` from the outbox. */
export async function lastMail(q: Queryable, to: string, kind: string): Promise<OutboxRow | undefined> {
  return (await outboxFor(q, to, kind))[0];
}

/** The token query parameter (or last path segment) of a mailed link. */
export function tokenFromLink(link: string): string {
  const url = new URL(link);
  return url.searchParams.get('token') ?? decodeURIComponent(url.pathname.split('/').pop()!);
}

/** The newest mail of `kind` to `to`, waiting for work that runs after the answer (a reset request). */
export async function waitForMail(
  q: Queryable,
  to: string,
  kind: string,
  timeoutMs = 5000,
): Promise<OutboxRow | undefined> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = await lastMail(q, to, kind);
    if (mail || Date.now() > deadline) return mail;
    await new Promise((r) => setTimeout(r, 20));
  }
}
