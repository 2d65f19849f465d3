import { UnsubscribeAnswer, UserResponse } from '@app/contract';
import { api } from '../../lib/api';

/*
 * The calls of the pages reached from a mailed link or before signing in: nobody is signed in,
 * so an answer of 401 is the answer, not a reason to refresh a session. Signing in itself is in
 * lib/auth.ts (the session's own module).
 */
const signedOut = { skipAuthRefresh: true };

/** Mails a reset link; the answer is the same whether or not the address has an account. */
export const requestPasswordReset = (email: string) =>
  api.post('/api/auth/reset-password', { email }, undefined, signedOut);

/** Sets a new password with the mailed token. */
export const resetPassword = (body: { token: string; newPassword: string }) =>
  api.post('/api/auth/reset-password', body, undefined, signedOut);

/** Creates the invited account; the answer is the user, now signed in. */
export const createAccount = (body: { token: string; password: string; name?: string }) =>
  api.post('/api/auth/create-account', body, UserResponse, signedOut);

const unsubscribePath = (token: string) => `/api/unsubscribe?token=${encodeURIComponent(token)}`;

/** What the mailed unsubscribe link would turn off. */
export const unsubscribeQuestion = (token: string) => api.get(unsubscribePath(token), UnsubscribeAnswer);

/** Turns it off. */
export const unsubscribe = (token: string) => api.post(unsubscribePath(token), {}, UnsubscribeAnswer);
