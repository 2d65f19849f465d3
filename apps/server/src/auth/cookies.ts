import type { FastifyReply } from 'fastify';
import type { Config } from '../config';
import { ACCESS_COOKIE, ACCESS_TTL_SECONDS, REFRESH_COOKIE } from './tokens';

/** The refresh cookie is sent only to /api/auth (refresh, logout), never to other API calls. */
export const REFRESH_COOKIE_PATH = '/api/auth';

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  /** Absolute end of the session (refresh family). */
  sessionExpiresAt: string;
}

/**
 * `acst` is readable by the page (the original client copies it into the bearer
 * header) and Lax; the refresh token is httpOnly, Strict and scoped to /api/auth.
 */
export function setSessionCookies(reply: FastifyReply, config: Config, tokens: IssuedTokens) {
  reply.setCookie(ACCESS_COOKIE, tokens.accessToken, {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure: config.secure,
    maxAge: ACCESS_TTL_SECONDS,
  });
  const refreshSeconds = Math.max(0, Math.floor((Date.parse(tokens.sessionExpiresAt) - Date.now()) / 1000));
  reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, {
    path: REFRESH_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: config.secure,
    maxAge: refreshSeconds,
  });
}

export function clearSessionCookies(reply: FastifyReply, config: Config) {
  reply.clearCookie(ACCESS_COOKIE, { path: '/', sameSite: 'lax', secure: config.secure });
  reply.clearCookie(REFRESH_COOKIE, {
    path: REFRESH_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: config.secure,
  });
}
