import type { CurrentUser } from '@app/contract';
import { readUser, STORAGE_KEYS, writeUser } from './storage';

/**
 * The signed-in user lives in local storage as `user` (docs/PRODUCT.md, "Accounts and tokens"). This
 * small store lets components re-render when it changes, in this tab (through
 * `setStoredUser`) or in another one (the `storage` event).
 */
type Listener = () => void;
const listeners = new Set<Listener>();
let cachedRaw: string | null | undefined;
let cachedUser: CurrentUser | null = null;

function notify() {
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.user || event.key === null) notify();
  });
}

export function subscribeUser(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A stable snapshot: the same object until the stored text changes. */
export function getStoredUser(): CurrentUser | null {
  const raw = localStorage.getItem(STORAGE_KEYS.user);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedUser = readUser();
  }
  return cachedUser;
}

export function setStoredUser(user: CurrentUser | null) {
  writeUser(user);
  notify();
}
