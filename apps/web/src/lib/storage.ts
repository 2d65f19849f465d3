import type { CurrentUser } from '@app/contract';
// The contract's role names without zod: the whole contract would pull zod into the sign-in page's first load.
import { roles } from '@app/contract/roles';

/** The local-storage keys (docs/PRODUCT.md, "Interface"). */
export const STORAGE_KEYS = {
  user: 'user',
  locale: 'locale',
  /** Set before the one-time reload after a failed page load; cleared when the router is ready. */
  reloadGuard: 'page-reload-attempted',
} as const;

/**
 * A structural check of the stored user (the API's answer was parsed with the
 * contract's CurrentUser when it was stored). It avoids loading zod on the
 * sign-in pages, whose first screen only needs to know whether someone is signed in.
 */
function isStoredUser(value: unknown): value is CurrentUser {
  if (!value || typeof value !== 'object') return false;
  const u = value as Record<string, unknown>;
  return (
    typeof u.id === 'string' &&
    typeof u.email === 'string' &&
    typeof u.userName === 'string' &&
    Array.isArray(u.roles) &&
    u.roles.length > 0 &&
    u.roles.every((r) => (roles as readonly unknown[]).includes(r)) &&
    typeof u.metadata === 'object' &&
    u.metadata !== null &&
    (u.organisationId === null || typeof u.organisationId === 'string') &&
    // Stored before the server sent capabilities: treated as signed out, so the next sign-in stores them.
    typeof u.can === 'object' &&
    u.can !== null
  );
}

export function readUser(): CurrentUser | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.user);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    return isStoredUser(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeUser(user: CurrentUser | null) {
  if (user) localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  else localStorage.removeItem(STORAGE_KEYS.user);
}
