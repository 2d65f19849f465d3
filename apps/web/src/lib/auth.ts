import type { CurrentUser } from '@app/contract';
import { useSyncExternalStore } from 'react';
import { api } from './api';
import { clearAllDrafts } from './form-drafts';
import { forgetOfflineReads } from './service-worker';
import { getStoredUser, setStoredUser, subscribeUser } from './user-store';

/**
 * The session as docs/PRODUCT.md, "Accounts and tokens", defines it: signed in = a stored `user`.
 * Components read it with `useCurrentUser()`; sign-in and sign-out go through
 * the helpers below so every subscriber re-renders.
 */
export function useCurrentUser(): CurrentUser | null {
  return useSyncExternalStore(subscribeUser, getStoredUser, () => null);
}

export { getStoredUser as currentUser };

/** Stores the user answered by login / create-account / get-current-user. */
export function signIn(user: CurrentUser) {
  setStoredUser(user);
}

/** POST /api/auth/login; a wrong email or password throws ApiError 401. */
export async function login(email: string, password: string): Promise<CurrentUser> {
  const { UserResponse } = await import('@app/contract');
  const { user } = await api.post('/api/auth/login', { email, password }, UserResponse);
  signIn(user);
  return user;
}

/** Re-reads the user from the server (after a change of email, name or language). */
export async function refreshCurrentUser(): Promise<CurrentUser> {
  const { UserResponse } = await import('@app/contract');
  const { user } = await api.get('/api/auth/get-current-user', UserResponse);
  signIn(user);
  return user;
}

/**
 * Ends the session ("Accounts and tokens"): the server revokes the refresh family and clears
 * the cookies; the stored user goes whatever the answer, so sign-out always works.
 */
export async function signOut(): Promise<void> {
  try {
    await api.get('/api/auth/logout', undefined, { skipAuthRefresh: true });
  } catch {
    // Offline or already signed out: forgetting the user locally is what matters.
  }
  // A chosen sign-out leaves no drafts behind (a session that ended by itself keeps them).
  clearAllDrafts();
  await forgetOfflineReads();
  setStoredUser(null);
}
